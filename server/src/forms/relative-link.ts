// Links a record may hold to uploaded files: this site's own paths only ('/api/file/...'), never another host, a
// scheme (javascript:, data:) or a protocol-relative '//host', so a stored value cannot lead a reader elsewhere.

const LINK_MAX = 500;

export function isRelativeLink(text: string): boolean {
  return text.length <= LINK_MAX && text.startsWith('/') && !text.startsWith('//') && !/[\s\\]/.test(text) && !/^[^?#]*:/.test(text);
}

/** The lower-case extension of a link's last path segment ('' without one). */
export function linkExtension(link: string): string {
  const path = link.split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}
