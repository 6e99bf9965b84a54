/** The V8 flags every server process runs with (server-flags.mjs). */
export declare const SERVER_NODE_FLAGS: readonly string[];
