import { Compile } from 'typebox/compile';
import { Type } from 'typebox';
import { FILE_LIMIT_DEFAULT, FILE_VALUE, IMAGE_EXTENSIONS, IMAGE_LIMIT_DEFAULT } from '../../wire/visualdev';
import type { CheckedField } from '../form-definition';
import { problem, type FormProblem } from '../form-problem';
import { isRelativeLink, linkExtension } from '../relative-link';

// Uploaded images (a comma-joined string of this site's links, seed 001 section 3), files and signatures.

const IMAGE_KINDS: ReadonlySet<string> = new Set(IMAGE_EXTENSIONS);
const FILES_CHECK = Compile(Type.Array(FILE_VALUE, { maxItems: 9999 }));
/** An inline signature: a PNG or JPEG data URL of at most about 512 KB. */
const INLINE_IMAGE = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/;
const INLINE_MAX = 700_000;

/** The problem with a comma-joined list of image links, if any; `limit` is the most it may hold. */
export function imageListProblem(label: string, value: string, path: string, limit: number): FormProblem | undefined {
  const links = value.split(',');
  if (links.length > limit) return problem(path, 'forms.record.too-many-images', { label, max: limit });
  const wrong = links.find((link) => !isRelativeLink(link));
  if (wrong !== undefined) return problem(path, 'forms.record.link-invalid', { label, value: wrong.slice(0, 80) });
  const notImage = links.find((link) => !IMAGE_KINDS.has(linkExtension(link)));
  return notImage === undefined ? undefined : problem(path, 'forms.record.image-kind', { label });
}

export function checkImages(field: CheckedField, value: unknown, path: string): FormProblem | undefined {
  if (typeof value !== 'string') return problem(path, 'forms.record.expect-images', { label: field.label });
  return imageListProblem(field.label, value, path, field.limit ?? IMAGE_LIMIT_DEFAULT);
}

export function checkFiles(field: CheckedField, value: unknown, path: string): FormProblem | undefined {
  const label = field.label;
  if (!FILES_CHECK.Check(value)) return problem(path, 'forms.record.expect-files', { label });
  const limit = field.limit ?? FILE_LIMIT_DEFAULT;
  if (value.length > limit) return problem(path, 'forms.record.too-many-files', { label, max: limit });
  const wrong = value.find((file) => !isRelativeLink(file.url));
  return wrong ? problem(path, 'forms.record.link-invalid', { label, value: wrong.url.slice(0, 80) }) : undefined;
}

/** A signature: an uploaded image's link, or, where the field allows it, the drawn image inline. */
export function checkSignature(field: CheckedField, value: unknown, path: string): FormProblem | undefined {
  if (typeof value === 'string' && field.inline && value.length <= INLINE_MAX && INLINE_IMAGE.test(value)) return undefined;
  if (typeof value === 'string' && isRelativeLink(value) && IMAGE_KINDS.has(linkExtension(value))) return undefined;
  return problem(path, 'forms.record.expect-signature', { label: field.label });
}
