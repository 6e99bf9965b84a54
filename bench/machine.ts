import { cpus, release, totalmem, type as osType } from 'node:os';

export interface Machine {
  cpuModel: string;
  cpuCount: number;
  memoryGiB: number;
  node: string;
  kernel: string;
}

export function describeMachine(): Machine {
  const list = cpus();
  return {
    cpuModel: list[0]?.model.trim() ?? 'unknown',
    cpuCount: list.length,
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    kernel: `${osType()} ${release()}`,
  };
}
