import type { Reporter, TestModule, Vitest } from 'vitest/node';
import { countTests, describeCounts } from './test-counts';

declare module 'vitest' {
  interface TaskMeta {
    /** Set by server/api-fuzz.test.ts: how many generated requests the API answered. */
    fuzzing?: { cases: number; routes: number; seed: number };
  }
}

/**
 * Beside the default reporter: after the run, how many tests ran (passed or failed) on each
 * database and rate-limit store, and the seed the order was shuffled with, to replay it.
 */
export default class TestCountReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const ran: string[] = [];
    const log = (text: string) => process.stdout.write(`${text}\n`);
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed' || state === 'failed') ran.push(test.fullName);
        const fuzzing = test.meta().fuzzing;
        if (fuzzing) {
          log(
            `API fuzzing: ${fuzzing.cases} generated requests over ${fuzzing.routes} routes (seed ${fuzzing.seed})`,
          );
        }
      }
    }
    log(describeCounts(countTests(ran)));
    const sequence = this.vitest?.config.sequence;
    if (sequence?.shuffle) {
      log(
        `Test order shuffled with seed ${sequence.seed}: replay it with --sequence.seed=${sequence.seed}`,
      );
    }
  }
}
