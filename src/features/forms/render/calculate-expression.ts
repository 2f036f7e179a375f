// A calculated field's expression (the designer writes it as text, e.g. `quantity * price`), read without eval:
// numbers, + - * / %, parentheses, unary minus, a field's key, and for a sub-table `table.column` (the column's total)
// or `SUM(<expression over table.columns>)` (the expression per row, added up: `SUM(materials.quantity *
// materials.price)`). Anything else is not an expression; its value is 0 (seed 001 section 5: an invalid result gives 0).

type Node =
  | { type: 'number'; value: number }
  | { type: 'name'; path: string[] }
  | { type: 'unary'; operand: Node }
  | { type: 'binary'; operator: string; left: Node; right: Node }
  | { type: 'sum'; body: Node };

const TOKEN = /\s*(?:(\d+(?:\.\d+)?|\.\d+)|([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)?)|([-+*/%()]))/y;
const PRECEDENCE: Readonly<Record<string, number>> = { '+': 1, '-': 1, '*': 2, '/': 2, '%': 2 };

function tokenize(text: string): string[] | undefined {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const match = TOKEN.exec(text);
    if (!match) return undefined;
    tokens.push(match[1] ?? match[2] ?? match[3] ?? '');
  }
  return tokens;
}

/** Precedence climbing over the token list; throws on anything it does not know. */
function parseTokens(tokens: string[]): Node {
  let position = 0;
  const peek = () => tokens[position];
  const take = () => tokens[position++];
  const primary = (): Node => {
    const token = take();
    if (token === undefined) throw new Error('end');
    if (token === '-') return { type: 'unary', operand: primary() };
    if (token === '+') return primary();
    if (token === '(') {
      const inner = binary(0);
      if (take() !== ')') throw new Error(')');
      return inner;
    }
    if (/^[\d.]/.test(token)) return { type: 'number', value: Number(token) };
    if (/^[A-Za-z_]/.test(token)) {
      if (token.toUpperCase() === 'SUM' && peek() === '(') {
        take();
        const body = binary(0);
        if (take() !== ')') throw new Error(')');
        return { type: 'sum', body };
      }
      return { type: 'name', path: token.split('.') };
    }
    throw new Error(token);
  };
  const binary = (least: number): Node => {
    let left = primary();
    for (let operator = peek(); operator && (PRECEDENCE[operator] ?? 0) > least; operator = peek()) {
      take();
      left = { type: 'binary', operator, left, right: binary(PRECEDENCE[operator] ?? 0) };
    }
    return left;
  };
  const tree = binary(0);
  if (position !== tokens.length) throw new Error('rest');
  return tree;
}

const asNumber = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : 0;
type Values = Record<string, unknown>;

function rowsOf(values: Values, table: string): Values[] {
  const rows = values[table];
  return Array.isArray(rows) ? rows.filter((row): row is Values => typeof row === 'object' && row !== null) : [];
}

function evaluate(node: Node, values: Values, row?: Values): number {
  switch (node.type) {
    case 'number':
      return node.value;
    case 'unary':
      return -evaluate(node.operand, values, row);
    case 'name': {
      const [key = '', column] = node.path;
      if (column === undefined) return asNumber(values[key]);
      if (row) return asNumber(row[column]);
      return rowsOf(values, key).reduce((total, each) => total + asNumber(each[column]), 0);
    }
    case 'sum': {
      const table = firstTable(node.body);
      return table
        ? rowsOf(values, table).reduce((total, each) => total + evaluate(node.body, values, each), 0)
        : evaluate(node.body, values);
    }
    case 'binary': {
      const left = evaluate(node.left, values, row);
      const right = evaluate(node.right, values, row);
      if (node.operator === '+') return left + right;
      if (node.operator === '-') return left - right;
      if (node.operator === '*') return left * right;
      if (node.operator === '/') return left / right;
      return left % right;
    }
  }
}

/** The sub-table a SUM runs over: the first `table.column` inside it. */
function firstTable(node: Node): string | undefined {
  if (node.type === 'name') return node.path.length === 2 ? node.path[0] : undefined;
  if (node.type === 'unary') return firstTable(node.operand);
  if (node.type === 'binary') return firstTable(node.left) ?? firstTable(node.right);
  if (node.type === 'sum') return firstTable(node.body);
  return undefined;
}

/** Reads an expression; undefined when it is empty or not one. */
export function parseExpression(text: string): Node | undefined {
  const tokens = tokenize(text);
  if (!tokens || tokens.length === 0) return undefined;
  try {
    return parseTokens(tokens);
  } catch {
    return undefined;
  }
}

/** The expression's value over the form's values, rounded to `precision` decimals; 0 when it is invalid or not finite. */
export function calculate(text: string, values: Values, precision = 2): number {
  const tree = parseExpression(text);
  const result = tree ? evaluate(tree, values) : 0;
  return Number.isFinite(result) ? Number(result.toFixed(precision)) : 0;
}

/** The field keys an expression reads (a sub-table's key for `table.column`), so the form watches only those. */
export function expressionInputs(text: string): string[] {
  const tree = parseExpression(text);
  const names = new Set<string>();
  const visit = (node: Node) => {
    if (node.type === 'name') names.add(node.path[0] ?? '');
    else if (node.type === 'unary') visit(node.operand);
    else if (node.type === 'binary') {
      visit(node.left);
      visit(node.right);
    } else if (node.type === 'sum') visit(node.body);
  };
  if (tree) visit(tree);
  return [...names];
}
