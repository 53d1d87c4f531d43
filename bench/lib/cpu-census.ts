import { readFileSync } from "node:fs";
import os from "node:os";

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** Per group, each process's CPU ticks so far. */
export type CpuSample = { at: number; machineBusy: number; machineTotal: number; cpuStallUs: number; groups: Record<string, Map<number, number>> };

/** utime + stime of a process in ticks; undefined when it is gone. */
function processTicks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/** Whole-machine busy and total ticks (all cores) from /proc/stat. */
function machineTicks(): { busy: number; total: number } {
  const cpu = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = cpu.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = cpu[3]! + cpu[4]!;
  return { busy: total - idle, total };
}

/** Microseconds some runnable task has waited for a core so far (pressure stall information); 0 where the kernel has none. */
function cpuStall(): number {
  try {
    return Number(/total=(\d+)/.exec(readFileSync("/proc/pressure/cpu", "utf8"))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The CPU time used so far by each named group of processes, and by the whole machine. */
export function sampleCpu(groups: Record<string, number[]>): CpuSample {
  const machine = machineTicks();
  return {
    at: Date.now(),
    machineBusy: machine.busy,
    machineTotal: machine.total,
    cpuStallUs: cpuStall(),
    groups: Object.fromEntries(
      Object.entries(groups).map(([name, pids]) => [
        name,
        new Map(pids.flatMap((pid) => (processTicks(pid) === undefined ? [] : [[pid, processTicks(pid)!] as const]))),
      ]),
    ),
  };
}

/** A group's ticks between two samples: each process alive at the end, from its start if it began after `from` (one that ended meanwhile is lost). */
function groupTicks(from: Map<number, number> | undefined, to: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, now] of to) ticks += now - (from?.get(pid) ?? 0);
  return ticks;
}

/**
 * Where the CPU went between two samples, in cores (1.00 = one core busy the whole time): each group,
 * the rest of the machine (other engineers' work, PostgreSQL's own background processes), the
 * machine's idle share, and how much of the time some runnable task was waiting for a core.
 */
export function describeCpu(from: CpuSample, to: CpuSample): string {
  const seconds = (to.at - from.at) / 1000;
  const cores = (ticks: number) => ticks / TICKS / seconds;
  const used = Object.fromEntries(Object.entries(to.groups).map(([name, pids]) => [name, groupTicks(from.groups[name], pids)]));
  const parts = Object.entries(used).map(([name, ticks]) => `${name} ${cores(ticks).toFixed(2)}`);
  const ours = Object.values(used).reduce((sum, ticks) => sum + ticks, 0);
  const busy = to.machineBusy - from.machineBusy;
  const total = to.machineTotal - from.machineTotal;
  const idle = total > 0 ? ((total - busy) / total) * 100 : 0;
  const stalled = ((to.cpuStallUs - from.cpuStallUs) / 1000 / (to.at - from.at)) * 100;
  return `${parts.join(", ")}, everything else ${cores(busy - ours).toFixed(2)} — of ${os.cpus().length} cores, ${idle.toFixed(0)} % idle; some task waiting for a core ${stalled.toFixed(0)} % of the time`;
}
