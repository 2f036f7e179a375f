// Row types for the files migration (2026-11-26-0016-files).

/** One stored upload: what the bytes are, who sent them and where the storage provider keeps them. */
export interface UploadedFileTable {
  /** The stored name, `<32 hex>.<ext>`: what upload answers call `name` and what download addresses carry. */
  id: string;
  /** The upload type it came through: annex, annexpic, IM. */
  area: string;
  /** The storage provider's key; two records may share one (an instant upload of a file the server already has). */
  storageKey: string;
  /** The name the person's file had, with the upload's timestamp suffix (spec 001 section 9); never used as a path. */
  fileName: string;
  extension: string;
  /** What the bytes were sniffed to be (file-type), or application/octet-stream / text/plain when they say nothing. */
  contentType: string;
  size: number;
  /** Lowercase hex MD5 of the bytes: the chunked upload's identifier, and how an instant upload finds the file. */
  md5: string;
  creatorUserId: string;
  createdAt: number;
}

export interface FileTables {
  uploadedFile: UploadedFileTable;
}
