import { readFileSync } from 'node:fs';

/** CPU used during a window, in percent of one core (200 % is both cores of a 2-core machine). */
export interface CpuUsage {
  server: number;
  /** The PostgreSQL backends serving the bench database; 0 when the database runs inside the server (PGlite). */
  postgres: number;
  /** This process: the load generator. */
  bench: number;
  /** The whole machine, all processes. */
  machine: number;
  /** Everything else on the machine: `machine` minus the three above. */
  other: number;
  /**
   * Of `other`: time the hypervisor gave this machine's virtual cores to other guests while they
   * had work (`steal` in /proc/stat). Absent from results saved before it was measured.
   */
  stolen?: number;
}

interface Sample {
  at: number;
  server: number;
  postgres: number;
  bench: number;
  machineBusy: number;
  stolen: number;
}

const TICKS_PER_SECOND = 100;

/**
 * Starts measuring; `stop()` returns the usage since. `server` is one server process or several
 * (their CPU adds up). Linux only (reads /proc); zeros elsewhere.
 */
export function startCpuWindow(pids: { server: number | number[]; database: number[] }): {
  stop(): CpuUsage;
} {
  const first = sample(pids);
  return {
    stop() {
      const last = sample(pids);
      const seconds = (last.at - first.at) / 1000;
      // A postgres backend that exits inside the window takes its ticks with it: never below zero.
      const pct = (ticks: number) =>
        Math.max(0, Math.round((ticks / TICKS_PER_SECOND / seconds) * 100));
      const usage = {
        server: pct(last.server - first.server),
        postgres: pct(last.postgres - first.postgres),
        bench: Math.round((last.bench - first.bench) / 10_000 / seconds),
        machine: pct(last.machineBusy - first.machineBusy),
        stolen: pct(last.stolen - first.stolen),
      };
      return {
        ...usage,
        other: Math.max(0, usage.machine - usage.server - usage.postgres - usage.bench),
      };
    },
  };
}

/** The processes' CPU ticks added up. */
function ticksOf(pids: number[]): number {
  return pids.reduce((sum, pid) => sum + processTicks(pid), 0);
}

function sample(pids: { server: number | number[]; database: number[] }): Sample {
  const usage = process.cpuUsage();
  const machine = machineTicks();
  return {
    at: performance.now(),
    server: ticksOf([pids.server].flat()),
    postgres: ticksOf(pids.database),
    bench: usage.user + usage.system,
    machineBusy: machine.busy,
    stolen: machine.stolen,
  };
}

/** utime + stime of one process, in clock ticks. */
function processTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which sits in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The whole machine's busy ticks (every kind but idle and iowait), and of them the stolen ones. */
function machineTicks(): { busy: number; stolen: number } {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const [, ...values] = line.trim().split(/\s+/).map(Number);
    // user nice system idle iowait irq softirq steal: busy is everything but idle and iowait.
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = values;
    return { busy: user + nice + system + irq + softirq + steal, stolen: steal };
  } catch {
    return { busy: 0, stolen: 0 };
  }
}
