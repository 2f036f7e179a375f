/** Spec 001 section 9 and contract section 5: 5,242,880-byte chunks, five retries each, three in flight. */
export const CHUNK_BYTES = 5_242_880;
export const CHUNK_RETRIES = 5;
export const PARALLEL_CHUNKS = 3;
/** Progress stops at 99 % until the merge has answered (spec 001 section 9). */
export const PROGRESS_CAP = 99;
/** Speed is measured over the last few seconds, so a pause or a burst fades out of it. */
export const SPEED_WINDOW_MS = 5_000;
