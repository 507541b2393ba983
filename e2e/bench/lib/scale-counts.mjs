// @ts-check
// How many rows the scale seed makes at a given scale: the full company below at 1, a few of each
// at the smoke scale (0.001), never fewer than the bench's sections may ask sessions of in a smoke
// run (10 admins, foremen and clients, 50 workers).

/** The company the app must serve well: the size the bench's targets are measured at. */
export const FULL_SCALE = {
  admins: 20,
  foremen: 50,
  workers: 2000,
  clients: 500,
  jobSites: 400,
  schedules: 250_000,
  timeOff: 20_000,
  messages: 1_000_000,
  issues: 50_000,
  breaks: 300_000,
  supplyOrders: 100_000,
  invoices: 50_000,
};

// Enough people that other sections' smoke runs can spread sessions over several users per role.
const AT_LEAST = {
  admins: 10,
  foremen: 10,
  workers: 50,
  clients: 10,
  jobSites: 10,
  schedules: 100,
  timeOff: 20,
  messages: 300,
  issues: 20,
  breaks: 60,
  supplyOrders: 20,
  invoices: 20,
};

/** The long conversations ("20,000+ messages") at full scale, and how many there are. */
const BIG_CONVERSATION_MESSAGES = 63_000;
const BIG_CONVERSATIONS = 3;
/** Small conversations at full scale: about 19 messages each. */
const SMALL_CONVERSATIONS = 50_000;

export function scaleCounts(/** @type {number} */ scale) {
  const counts = /** @type {typeof FULL_SCALE} */ (
    Object.fromEntries(
      Object.entries(FULL_SCALE).map(([key, full]) => [key, Math.max(AT_LEAST[/** @type {keyof typeof AT_LEAST} */ (key)], Math.round(full * scale))]),
    )
  );
  return {
    ...counts,
    // Each worker's requests sit in 40-day windows over the last year and the coming weeks.
    timeOffPerWorker: Math.min(10, Math.ceil(counts.timeOff / counts.workers)),
    bigConversations: BIG_CONVERSATIONS,
    bigConversationMessages: Math.max(BIG_CONVERSATIONS * 20, Math.round(BIG_CONVERSATION_MESSAGES * scale)),
    conversations: Math.max(10, Math.round(SMALL_CONVERSATIONS * scale)),
    notificationsPerUser: 4,
  };
}
