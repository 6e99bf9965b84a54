/**
 * The V8 flags every server process runs with: `npm start` and the servers the benchmarks start
 * (docs/operations.md). A young generation of 32 MiB per semi-space, where Node's default is 16,
 * lets the short-lived objects of a busy close (a batch's answers, their JSON, the driver's rows)
 * die young instead of being copied again and promoted: with 32 bidders on one auction the ack p99
 * and the requests answered a second both improved (docs/benchmarks.md).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];
