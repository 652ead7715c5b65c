// What a run costs the processor: the machine's busy time from the kernel's counters (the first
// line of /proc/stat, in USER_HZ ticks, 100 a second on Linux), so every process counts, the
// emulators' and Chromium's too. It is the machine's, not the run's: only a run alone on its
// machine measures itself. Null where there is no /proc/stat.
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** The first line of /proc/stat's columns, in ticks; null where there is no such file or it reads otherwise. */
function cpuTicks(stat: () => string): number[] | null {
  let line: string;
  try {
    line = stat().split('\n')[0] ?? '';
  } catch {
    return null;
  }
  const [label, ...fields] = line.trim().split(/\s+/);
  const ticks = fields.map(Number);
  if (label !== 'cpu' || ticks.length < 8 || ticks.some((tick) => !Number.isFinite(tick))) return null;
  return ticks;
}

const procStat = (): string => readFileSync('/proc/stat', 'utf8');

export function busyCpuSeconds(stat = procStat): number | null {
  const ticks = cpuTicks(stat);
  if (!ticks) return null;
  // user, nice, system, idle, iowait, irq, softirq, steal: all but idle and iowait are busy.
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = ticks;
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
}

/**
 * The part of the busy time the hypervisor gave to other machines while this one's processors had
 * work (steal): counted as busy above, as the run waited for it, but none of it the run's own work.
 */
export function stolenCpuSeconds(stat = procStat): number | null {
  const ticks = cpuTicks(stat);
  return ticks ? (ticks[7] ?? 0) / TICKS_PER_SECOND : null;
}

/**
 * One process's CPU time so far (user and system, fields 14 and 15 of /proc/<pid>/stat, read after
 * the command's closing parenthesis), in seconds; null once it is gone.
 */
export function processCpuSeconds(pid: number | string): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
