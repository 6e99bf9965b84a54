import { runBidBench } from './bid';
import { formatBidTable, formatCpuTable } from './bid-tables';
const results = await runBidBench({
  databases: ['postgres'],
  paths: ['bid'],
  layouts: [(process.env.ZZ_LAYOUT ?? 'hot') as 'hot'],
  concurrencies: [Number(process.env.ZZ_C ?? 1)],
  measureMs: Number(process.env.ZZ_MS ?? 8000),
});
console.log(formatBidTable(results));
console.log(formatCpuTable(results));
