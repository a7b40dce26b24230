import type { DataServices } from "../context.ts";
import { composeDataServices } from "../data-services.ts";
import type { Database } from "../db/database.ts";
import type { DeliveryConfig } from "../delivery/index.ts";
import { readServerEnv } from "../env.ts";
import { createLogger } from "../logger.ts";
import { defaultReplyDeadlines, type ReplyDeadlines } from "../leads/index.ts";
import { mailConfigFromEnv } from "../mail/index.ts";
import { type Site, siteFromEnv } from "../site.ts";

export interface TestDataServices extends DataServices {
  /** How often the lead API nudged the delivery worker. */
  nudges(): number;
}

/** The site's default facts (fictional brand and addresses), as an app under test shows them. */
export function testSite(): Site {
  return siteFromEnv(readServerEnv({}));
}

/**
 * The data services of an app under test, composed as the server composes its own
 * (server/data-services.ts): the given database, the site's default mail settings
 * (fictional brand and addresses) and webhook targets of the test's choosing. Nudges are
 * only counted; a test delivers with deliverDueJobs when it wants to.
 */
export function testDataServices(
  database: Database,
  { delivery, site = testSite(), deadlines = defaultReplyDeadlines }: { delivery?: DeliveryConfig; site?: Site; deadlines?: ReplyDeadlines } = {},
): TestDataServices {
  let nudges = 0;
  const data = composeDataServices({
    database,
    delivery: delivery ?? { targets: {}, signingKey: undefined },
    mail: mailConfigFromEnv(readServerEnv({})),
    site,
    deadlines,
    nudge: () => {
      nudges += 1;
    },
    logger: createLogger({ level: "silent" }),
  });
  return { ...data, nudges: () => nudges };
}
