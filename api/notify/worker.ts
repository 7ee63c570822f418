// Sends the outbox (docs/decisions.md#the-outbox): picks up due notifications, sends each through SMTP with
// nodemailer, marks it sent, and on failure schedules a retry with doubling back-off. Delivery is
// at-least-once: a crash between the send and the mark sends that one e-mail again on restart,
// which is better than losing a lead.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Outbox, OutboxEntry } from '../storage/types.ts';

export interface OutboxWorker {
  /** Ask for a run soon (after a new submission) instead of waiting for the next poll. */
  kick(): void;
  /** Stops polling and waits for the send in progress, if any. */
  stop(): Promise<void>;
}

export interface WorkerOptions {
  smtpUrl: string;
  /** Sender address; the business's own notify address, so replies go through Reply-To. */
  from: string;
  pollMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long a claimed notification stays this instance's before another may take it. */
  leaseMs?: number;
}

const BATCH = 20;
const DEFAULT_LEASE_MS = 120_000;
// nodemailer's own timeouts are minutes long; bounded here so one send fits well inside a lease.
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };
/** A send is started only while this much of the lease is left, so it ends before the lease does. */
const LEASE_MARGIN_MS = SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout;

export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export function startOutboxWorker(outbox: Outbox, options: WorkerOptions, log: Logger): OutboxWorker {
  // Pooled: a burst of submissions goes down one open SMTP connection instead of one each
  // (tests/api/instances.test.ts, 1,000 notifications from two instances on a loaded machine:
  // 71 s with a connection per mail, 15 s pooled).
  const transport = nodemailer.createTransport({ url: options.smtpUrl, pool: true, maxConnections: 1, ...SMTP_TIMEOUTS });
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const margin = Math.min(LEASE_MARGIN_MS, leaseMs / 2);
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function drain(): Promise<void> {
    do {
      again = false;
      const claimedAt = Date.now();
      const entries = await outbox.claim(claimedAt, BATCH, leaseMs);
      for (const [index, entry] of entries.entries()) {
        // Stopping (a deploy, a restart) hands the rest back at once rather than at lease end.
        if (stopped) return outbox.release(entries.slice(index).map((e) => e.id), Date.now());
        // Past this point another instance could take the rest; they fall due when the lease ends.
        if (Date.now() > claimedAt + leaseMs - margin) break;
        await send(transport, outbox, entry, options, log);
      }
      if (entries.length === BATCH) again = true;
    } while (again && !stopped);
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, 'outbox worker failed'))
      .finally(() => {
        running = undefined;
      });
  }

  const timer = setInterval(run, options.pollMs);
  timer.unref();
  setImmediate(run);

  return {
    kick: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}

/** One notification: marked sent, or failed with its next attempt after a doubling wait. */
async function send(transport: Transporter, outbox: Outbox, entry: OutboxEntry, options: WorkerOptions, log: Logger): Promise<void> {
  try {
    await transport.sendMail({
      from: options.from,
      to: entry.to,
      replyTo: entry.replyTo,
      subject: entry.subject,
      text: entry.text,
      html: entry.html,
      messageId: entry.messageId,
    });
    await outbox.markSent(entry.id, Date.now());
    log.info({ outboxId: entry.id }, 'notification sent');
  } catch (error) {
    const attempts = entry.attempts + 1;
    const delay = retryDelay(attempts, options.baseDelayMs, options.maxDelayMs);
    const reason = error instanceof Error ? error.message : String(error);
    await outbox.markFailed(entry.id, reason, Date.now() + delay);
    log.warn({ outboxId: entry.id, attempts, retryInMs: delay, reason }, 'notification failed; will retry');
  }
}
