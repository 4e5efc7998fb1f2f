/**
 * Turns ffmpeg's `-progress pipe:1` output (blocks of `key=value` lines ending in `progress=continue|end`) into a
 * percentage (0–99) of `durationSeconds`. `out_time_us` is the current output position; ffmpeg before 4.2 only writes
 * `out_time_ms`, which (despite its name) is also in microseconds.
 */
export function createProgressParser(durationSeconds: number | null, report: (percent: number) => void): (line: string) => void {
  let last = -1;
  const emit = (percent: number): void => {
    const rounded = Math.max(0, Math.min(100, Math.floor(percent)));
    if (rounded > last) {
      last = rounded;
      report(rounded);
    }
  };
  return (line: string) => {
    const eq = line.indexOf('=');
    if (eq < 0) return;
    const key = line.slice(0, eq).trim();
    const value = line.slice(eq + 1).trim();
    // 100 is left to the caller, which still has work to do after ffmpeg ends.
    if (key === 'progress' && value === 'end') {
      emit(99);
      return;
    }
    if ((key === 'out_time_us' || key === 'out_time_ms') && durationSeconds && durationSeconds > 0) {
      const micros = Number(value);
      // ffmpeg prints N/A (or a negative value) before the first frame is written.
      if (Number.isFinite(micros) && micros >= 0) emit(Math.min(99, (micros / 1e6 / durationSeconds) * 100));
    }
  };
}
