// Types of scripts/generate-wire-checks.mjs for the test that compares its output with the committed file.

/** The generated file, relative to the repository root. */
export declare const OUTPUT: string;
/** The generated file's text, formatted. */
export declare function generateWireChecks(): Promise<string>;
