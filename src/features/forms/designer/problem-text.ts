import type { TFunction } from 'i18next';
import type { DesignProblemKind } from './design-checks';

/** The sentence a design problem shows at its field. */
export function problemText(t: TFunction, kind: DesignProblemKind): string {
  switch (kind) {
    case 'label-empty':
      return t('designer.problem.label-empty');
    case 'model-empty':
      return t('designer.props.model-empty');
    case 'model-format':
      return t('designer.props.model-format');
    case 'model-duplicate':
      return t('designer.props.model-duplicate');
    case 'options-missing':
      return t('designer.props.options-missing');
    case 'option-duplicate':
      return t('designer.problem.option-duplicate');
    case 'dictionary-missing':
      return t('designer.props.dictionary-missing');
    case 'range-broken':
      return t('designer.props.range-broken');
    case 'pattern-invalid':
      return t('designer.problem.pattern-invalid');
    case 'columns-missing':
      return t('designer.props.columns-missing');
  }
}
