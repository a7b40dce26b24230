import type { DataServices } from "../context.ts";
import type { Database } from "../db/database.ts";
import type { DeliveryConfig } from "../delivery/index.ts";
import { readServerEnv } from "../env.ts";
import { mailConfigFromEnv } from "../mail/index.ts";

export interface TestDataServices extends DataServices {
  /** How often the lead API nudged the delivery worker. */
  nudges(): number;
}

/**
 * The data services of an app under test: the given database, the site's default mail
 * settings (fictional brand and addresses) and webhook targets of the test's choosing.
 * Nudges are only counted; a test delivers with deliverDueJobs when it wants to.
 */
export function testDataServices(database: Database, { delivery }: { delivery?: DeliveryConfig } = {}): TestDataServices {
  let nudges = 0;
  return {
    database,
    delivery: delivery ?? { targets: {}, signingKey: undefined },
    mail: mailConfigFromEnv(readServerEnv({})),
    nudge: () => {
      nudges += 1;
    },
    nudges: () => nudges,
  };
}
