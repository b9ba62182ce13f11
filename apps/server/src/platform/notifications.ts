import { EventEmitter } from 'node:events';
import type { DatabaseHandle, DatabasePubSub } from '@tedi/db';
import type { FastifyBaseLogger } from 'fastify';

export interface NotificationSubscription {
  close(): Promise<void>;
}

/**
 * Messages between the instances of the server: what one instance publishes, every instance (itself included)
 * receives, and so do messages the database raises itself (a trigger's `pg_notify`). The database carries them:
 * PostgreSQL between instances, the embedded database within its single process.
 */
export interface Notifications {
  /**
   * `onMessage` gets every payload published on `channel`. `onConnected` runs once listening starts and again
   * after a lost connection is back: messages may have been missed in between, so the caller reloads its state.
   */
  subscribe(
    channel: string,
    onMessage: (payload: string) => void,
    onConnected: () => void,
  ): Promise<NotificationSubscription>;
  publish(channel: string, payload: string): Promise<void>;
}

export function createNotifications(database: DatabaseHandle, log: FastifyBaseLogger): Notifications {
  return database.pubsub ? new PostgresNotifications(database.pubsub, log) : new InProcessNotifications();
}

/** The database's LISTEN/NOTIFY. A NOTIFY payload is limited to 8000 bytes: send ids, not rows. */
export class PostgresNotifications implements Notifications {
  readonly #pubsub: DatabasePubSub;
  readonly #log: FastifyBaseLogger;

  constructor(pubsub: DatabasePubSub, log: FastifyBaseLogger) {
    this.#pubsub = pubsub;
    this.#log = log;
  }

  async subscribe(
    channel: string,
    onMessage: (payload: string) => void,
    onConnected: () => void,
  ): Promise<NotificationSubscription> {
    const subscription = await this.#pubsub.listen(
      channel,
      (payload) => {
        try {
          onMessage(payload);
        } catch (error) {
          this.#log.error({ err: error, channel }, 'a notification handler failed');
        }
      },
      onConnected,
    );
    return { close: () => subscription.unlisten() };
  }

  publish(channel: string, payload: string): Promise<void> {
    return this.#pubsub.notify(channel, payload);
  }
}

/**
 * Delivery inside this process only, asynchronously as PostgreSQL would deliver; for tests. It does not carry
 * what the database raises itself (the access changes of decision record 0039).
 */
export class InProcessNotifications implements Notifications {
  readonly #events = new EventEmitter();

  constructor() {
    this.#events.setMaxListeners(0);
  }

  async subscribe(
    channel: string,
    onMessage: (payload: string) => void,
    onConnected: () => void,
  ): Promise<NotificationSubscription> {
    this.#events.on(channel, onMessage);
    onConnected();
    return {
      close: async () => {
        this.#events.off(channel, onMessage);
      },
    };
  }

  async publish(channel: string, payload: string): Promise<void> {
    queueMicrotask(() => this.#events.emit(channel, payload));
  }
}
