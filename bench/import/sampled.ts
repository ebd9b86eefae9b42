/** Peak RSS and heap seen by sampling while `work` runs (the event loop's turns between queries). */
export async function sampled<T>(
  work: () => Promise<T>,
): Promise<{ result: T; ms: number; cpuMs: number; rss: number; heap: number }> {
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    rss = Math.max(rss, usage.rss);
    heap = Math.max(heap, usage.heapUsed);
  };
  const sampler = setInterval(sample, 20);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  try {
    const result = await work();
    sample();
    const cpu = process.cpuUsage(cpuBefore);
    return {
      result,
      ms: performance.now() - started,
      cpuMs: (cpu.user + cpu.system) / 1000,
      rss,
      heap,
    };
  } finally {
    clearInterval(sampler);
  }
}
