import { readFileSync } from "node:fs";
import os from "node:os";

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

export type CpuSample = { at: number; machineBusy: number; machineTotal: number; groups: Record<string, number> };

/** utime + stime of a process in ticks; 0 when it is gone. */
function processTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Whole-machine busy and total ticks (all cores) from /proc/stat. */
function machineTicks(): { busy: number; total: number } {
  const cpu = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = cpu.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = cpu[3]! + cpu[4]!;
  return { busy: total - idle, total };
}

/** The CPU time used so far by each named group of processes, and by the whole machine. */
export function sampleCpu(groups: Record<string, number[]>): CpuSample {
  const machine = machineTicks();
  return {
    at: Date.now(),
    machineBusy: machine.busy,
    machineTotal: machine.total,
    groups: Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, pids.reduce((sum, pid) => sum + processTicks(pid), 0)])),
  };
}

/**
 * Where the CPU went between two samples, in cores (1.00 = one core busy the whole time): each group,
 * the rest of the machine (other engineers' work, PostgreSQL's own background processes), and the
 * machine's idle share. A group's process started after `from` counts from its start.
 */
export function describeCpu(from: CpuSample, to: CpuSample): string {
  const seconds = (to.at - from.at) / 1000;
  const cores = (ticks: number) => ticks / TICKS / seconds;
  const parts = Object.keys(to.groups).map((name) => `${name} ${cores(to.groups[name]! - (from.groups[name] ?? 0)).toFixed(2)}`);
  const ours = Object.keys(to.groups).reduce((sum, name) => sum + to.groups[name]! - (from.groups[name] ?? 0), 0);
  const busy = to.machineBusy - from.machineBusy;
  const total = to.machineTotal - from.machineTotal;
  const idle = total > 0 ? ((total - busy) / total) * 100 : 0;
  return `${parts.join(", ")}, everything else ${cores(busy - ours).toFixed(2)} — of ${os.cpus().length} cores, ${idle.toFixed(0)} % idle`;
}
