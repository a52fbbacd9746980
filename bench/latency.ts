/** Latency figures the bench prints, from every answer's own time rather than a histogram's nearest bucket. */
export const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0

export type LatencySummary = { count: number; p50: number; p99: number; p999: number; max: number }

const round = (ms: number) => Number(ms.toFixed(1))

export const summarise = (latencies: number[]): LatencySummary => {
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 0.5)),
    p99: round(percentile(sorted, 0.99)),
    p999: round(percentile(sorted, 0.999)),
    max: round(sorted.at(-1) ?? 0),
  }
}
