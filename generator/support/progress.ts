// Progress of a build (docs/decisions.md#visible-progress: a first build that prints nothing looks
// hung). On a terminal, a live count of the long stages on one rewritten line; elsewhere (CI logs),
// one line per finished stage. Without `--verbose`, a finished stage leaves no line (the live count
// is erased; a log gets nothing), so the summary opens the output. `--quiet` passes no sink at all.

export interface Progress {
  /** `done` of `total` items of the current stage (pages rendered, image variants encoded) */
  count(stage: string, what: string, done: number, total: number): void;
  /** a stage finished after `ms` */
  end(stage: string, ms: number): void;
}

const REDRAW_MS = 100;

/** `stageLines`: a line per finished stage (`--verbose`) */
export function progressSink(stream: NodeJS.WriteStream, stageLines = true): Progress {
  const live = stream.isTTY === true;
  let drawnAt = 0;
  let drawn = false;
  return {
    count(stage, what, done, total) {
      if (!live) return;
      const now = Date.now();
      if (done < total && now - drawnAt < REDRAW_MS) return;
      drawnAt = now;
      const width = 24;
      const filled = total === 0 ? width : Math.round((done / total) * width);
      stream.write(`\r\x1b[K  ${stage} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${what}`);
      drawn = true;
    },
    end(stage, ms) {
      if (!stageLines) {
        if (live && drawn) stream.write('\r\x1b[K');
        drawn = false;
        return;
      }
      const line = `  ${stage} done in ${ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`}`;
      stream.write(live && drawn ? `\r\x1b[K${line}\n` : `${line}\n`);
      drawn = false;
    },
  };
}
