import { Type, type Static } from 'typebox';
import { CACHE_BUSTER_QUERY, envelopeOf } from './envelope';

// Uploads and downloads (contract section 5). Stored names are `<32 hex>.<ext>`, chosen by the server; a person's
// file name is only ever data (a download's Content-Disposition), never part of a path.

/** The single-upload types this area serves (userAvatar has its own route in users-current/). */
export const SINGLE_UPLOAD_TYPES = ['annex', 'annexpic', 'IM'] as const;
export type SingleUploadType = (typeof SINGLE_UPLOAD_TYPES)[number];

/** What the server names a stored file: 128 random bits in hex and an extension. */
export const STORED_NAME_PATTERN = '^[0-9a-f]{32}\\.[a-z0-9]{1,8}$';
/** A chunked upload's identifier: the lowercase hex MD5 of the whole file. */
export const IDENTIFIER_PATTERN = '^[0-9a-f]{32}$';
/** Contract section 5 and spec 001 section 9: every chunk but the last is this long. */
export const CHUNK_BYTES = 5_242_880;
/** Far beyond the largest file a chunked upload takes (files/upload-areas.ts); what matters is that there is a bound. */
const MAX_CHUNKED_TOTAL = 1024 ** 4;

const SINGLE_UPLOAD_TYPE = Type.Union([Type.Literal('annex'), Type.Literal('annexpic'), Type.Literal('IM')]);
export const SINGLE_UPLOAD_PARAMS = Type.Object({ type: SINGLE_UPLOAD_TYPE });

/** A single upload's answer: the stored name and the address it is served at. */
export const UPLOADED = Type.Object({ name: Type.String(), url: Type.String() });
export type Uploaded = Static<typeof UPLOADED>;
export const UPLOADED_ENVELOPE = envelopeOf(UPLOADED);

export const STORED_NAME_PARAMS = Type.Object({ name: Type.String({ pattern: STORED_NAME_PATTERN }) });
/** `GET /api/file/Download/<type>/<id>`; `disposition=inline` asks for an inline answer where the type allows it. */
export const DOWNLOAD_PARAMS = Type.Object({
  type: SINGLE_UPLOAD_TYPE,
  id: Type.String({ pattern: STORED_NAME_PATTERN }),
});
export const DOWNLOAD_QUERY = Type.Object(
  {
    disposition: Type.Optional(Type.Union([Type.Literal('inline'), Type.Literal('attachment')])),
    sig: Type.Optional(Type.String({ maxLength: 200 })),
    ...CACHE_BUSTER_QUERY,
  },
  { additionalProperties: false },
);
export const IMAGE_QUERY = Type.Object(
  { sig: Type.Optional(Type.String({ maxLength: 200 })), ...CACHE_BUSTER_QUERY },
  { additionalProperties: false },
);

/** The fields every chunk request carries (contract section 5); the POST sends them as multipart fields. */
export const CHUNK_FIELDS = Type.Object(
  {
    chunkNumber: Type.Integer({ minimum: 1, maximum: 100_000 }),
    chunkSize: Type.Integer({ minimum: 1, maximum: CHUNK_BYTES }),
    currentChunkSize: Type.Integer({ minimum: 0, maximum: 2 * CHUNK_BYTES }),
    totalSize: Type.Integer({ minimum: 1, maximum: MAX_CHUNKED_TOTAL }),
    identifier: Type.String({ pattern: IDENTIFIER_PATTERN }),
    filename: Type.String({ minLength: 1, maxLength: 255 }),
    relativePath: Type.Optional(Type.String({ maxLength: 1000 })),
    totalChunks: Type.Integer({ minimum: 1, maximum: 100_000 }),
    fileType: Type.Optional(Type.String({ maxLength: 100 })),
    extension: Type.Optional(Type.String({ maxLength: 20 })),
    ...CACHE_BUSTER_QUERY,
  },
  { additionalProperties: false },
);
export type ChunkFields = Static<typeof CHUNK_FIELDS>;

/** The test call's and each chunk's answer: whether the file is already whole, which chunks the server holds. */
export const CHUNK_STATE = Type.Object({
  uploaded: Type.Optional(Type.Boolean()),
  chunkNumbers: Type.Array(Type.Integer()),
  merge: Type.Boolean(),
});
export type ChunkState = Static<typeof CHUNK_STATE>;
export const CHUNK_STATE_ENVELOPE = envelopeOf(CHUNK_STATE);

/** `POST /api/file/merge` (a form, or JSON). */
export const MERGE_BODY = Type.Object(
  {
    identifier: Type.String({ pattern: IDENTIFIER_PATTERN }),
    fileName: Type.String({ minLength: 1, maxLength: 255 }),
    fileSize: Type.Integer({ minimum: 1, maximum: MAX_CHUNKED_TOTAL }),
    fileType: Type.Optional(Type.String({ maxLength: 100 })),
    extension: Type.Optional(Type.String({ maxLength: 20 })),
    type: Type.Literal('annex'),
  },
  { additionalProperties: false },
);
export type MergeBody = Static<typeof MERGE_BODY>;

export const MERGED = Type.Object({
  name: Type.String(),
  url: Type.String(),
  fileVersionId: Type.String(),
  fileSize: Type.Integer(),
  fileExtension: Type.String(),
});
export type Merged = Static<typeof MERGED>;
export const MERGED_ENVELOPE = envelopeOf(MERGED);

/** `GET /api/file/Uploader/Preview`: fileVersionId is the stored name; the other two are the spec's, accepted and unused. */
export const PREVIEW_QUERY = Type.Object(
  {
    fileVersionId: Type.String({ pattern: STORED_NAME_PATTERN }),
    fileName: Type.Optional(Type.String({ maxLength: 255 })),
    fileDownloadUrl: Type.Optional(Type.String({ maxLength: 2000 })),
    ...CACHE_BUSTER_QUERY,
  },
  { additionalProperties: false },
);
/** `data` is the address to frame: a signed inline download, or the preview server's page for the file. */
export const PREVIEW_ENVELOPE = envelopeOf(Type.String());

/** What an uploader hands its form: one entry per finished file (spec 000 section 3, "Uploaded file"). */
export interface UploadedFileValue {
  /** The person's file name, shown in lists and used for the download. */
  name: string;
  /** The stored name (`<32 hex>.<ext>`); also `fileVersionId`. */
  fileId: string;
  fileVersionId: string;
  size: number;
  /** `/api/file/Download/annex/<fileId>` or `/api/file/Image/IM/<fileId>`: needs a session or a signature. */
  url: string;
}

/** `GET /api/file/Mine`: the caller's own annex uploads, newest first (the "My files" page). */
export const MY_FILE = Type.Object({
  name: Type.String(),
  fileId: Type.String(),
  fileVersionId: Type.String(),
  size: Type.Integer(),
  url: Type.String(),
  createdAt: Type.Integer(),
});
export type MyFile = Static<typeof MY_FILE>;
export const MY_FILES_ENVELOPE = envelopeOf(Type.Object({ list: Type.Array(MY_FILE) }));
export const MY_FILES_QUERY = Type.Object({ ...CACHE_BUSTER_QUERY }, { additionalProperties: false });
