// Wall and processor time of each step of `npm run build`, printed when BUILD_TIMINGS=1 (`npm run bench` shows it), so
// that a slow build says which step is slow. The processor time (every thread of the build, workers included) shows
// the work itself on a shared machine, where the wall time also holds the waits for the other processes.
const wallMs = () => performance.now();
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const start = { wall: wallMs(), cpu: cpuMs() };
let last = start;
const phases: { name: string; wall: number; cpu: number }[] = [];

/** Marks the end of the step called `name`. */
export function phaseDone(name: string): void {
  const now = { wall: wallMs(), cpu: cpuMs() };
  phases.push({ name, wall: now.wall - last.wall, cpu: now.cpu - last.cpu });
  last = now;
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** One line, each step's wall seconds (processor seconds), e.g. `build phases (s): pages 3.1 (cpu 2.9), ...`. */
export function phasesLine(): string {
  const steps = [...phases, { name: 'total', wall: last.wall - start.wall, cpu: last.cpu - start.cpu }];
  return `build phases (s): ${steps.map((step) => `${step.name} ${seconds(step.wall)} (cpu ${seconds(step.cpu)})`).join(', ')}`;
}
