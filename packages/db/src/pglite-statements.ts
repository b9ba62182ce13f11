import {
  messages as backend,
  parse,
  type PGlite,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/**
 * What Drizzle's PGlite driver asks of its client: queries, and transactions whose queries run the same way.
 */
export type PgliteQueries = Pick<PGlite, 'query' | 'transaction'>;

/** How many statements stay prepared at once; the one used longest ago goes first. */
export const PREPARED_STATEMENT_LIMIT = 250;

/** Statements worth keeping: the ones an application repeats. DDL, SET, SAVEPOINT and the like run as PGlite runs them. */
const REPEATED_STATEMENT = /^\s*(?:select|insert|update|delete|with)\b/i;

/** Options this path understands; any other (a blob, given parameter types, a notice handler) takes PGlite's own path. */
const HANDLED_OPTIONS = new Set(['rowMode', 'parsers', 'serializers']);

/**
 * PostgreSQL error codes saying a kept statement no longer fits the tables it reads ("cached plan must not change
 * result type"), or is gone: it is prepared again.
 */
const STALE_STATEMENT_CODES = new Set(['0A000', '26000']);

interface PreparedStatement {
  readonly name: string;
  /** The parameters' types, as PostgreSQL inferred them: each value is written as its type reads it. */
  readonly parameterTypes: readonly number[];
  /** The rows' columns, described when the statement was prepared; none for a statement that returns no rows. */
  readonly fields: readonly Field[];
}

/**
 * PGlite gives every query the unnamed statement, so PostgreSQL parses it, and plans it, each time it runs: on a
 * refresh grant that is more than half of what the database spends (docs/benchmarks.md). This client keeps each
 * statement an application repeats prepared under a name of its own: parsed once, and planned once where its plan
 * does not depend on its values (PostgreSQL's plan cache decides, as it does for any prepared statement). It speaks
 * PGlite's wire protocol with PGlite's own serializers and parsers, and takes PGlite's locks as its `query` does, so
 * it answers exactly as `query` would.
 */
export function withPreparedStatements(
  client: PGlite,
  { limit = PREPARED_STATEMENT_LIMIT }: { limit?: number } = {},
): PgliteQueries {
  /** By text; a Map keeps insertion order, so the first key is the one used longest ago. */
  const statements = new Map<string, PreparedStatement>();
  let nextName = 1;

  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  async function forget(text: string, statement: PreparedStatement): Promise<void> {
    statements.delete(text);
    try {
      await send(protocol.serialize.close({ type: 'S', name: statement.name }));
    } finally {
      await send(protocol.serialize.sync());
    }
  }

  async function prepare(text: string): Promise<PreparedStatement> {
    const name = `tedi_${nextName++}`;
    const messages: BackendMessage[] = [];
    try {
      messages.push(...(await send(protocol.serialize.parse({ name, text }))));
      messages.push(...(await send(protocol.serialize.describe({ type: 'S', name }))));
    } finally {
      messages.push(...(await send(protocol.serialize.sync())));
    }
    const rowDescription = messages.find((message) => message instanceof backend.RowDescriptionMessage);
    const statement: PreparedStatement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      fields: rowDescription?.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })) ?? [],
    };
    statements.set(text, statement);
    const oldest = statements.keys().next().value;
    if (statements.size > limit && oldest !== undefined) await forget(oldest, statements.get(oldest)!);
    return statement;
  }

  async function run<T>(
    statement: PreparedStatement,
    params: readonly unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.parameterTypes[index] as number;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      // As PGlite's own query writes a value of a type it has no serializer for.
      return serializer ? serializer(value) : (value as { toString(): string }).toString();
    });
    const messages: BackendMessage[] = [];
    try {
      messages.push(...(await send(protocol.serialize.bind({ statement: statement.name, values }))));
      messages.push(...(await send(protocol.serialize.execute({}))));
    } finally {
      messages.push(...(await send(protocol.serialize.sync())));
    }
    return resultOf<T>(statement.fields, messages, client.parsers, options);
  }

  /** Runs one statement under PGlite's query lock, preparing it the first time. */
  async function preparedQuery<T>(
    text: string,
    params: readonly unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    return await client._runExclusiveQuery(async () => {
      try {
        let statement = statements.get(text);
        if (statement) {
          // Used now: it moves to the end of the order.
          statements.delete(text);
          statements.set(text, statement);
        } else {
          statement = await prepare(text);
        }
        try {
          return await run<T>(statement, params, options);
        } catch (error) {
          if (!isStale(error)) throw error;
          await forget(text, statement);
          return await run<T>(await prepare(text), params, options);
        }
      } catch (error) {
        throw withQuery(error, text, params, options);
      }
    });
  }

  const handles = (text: string, options: QueryOptions | undefined) =>
    REPEATED_STATEMENT.test(text) && Object.keys(options ?? {}).every((option) => HANDLED_OPTIONS.has(option));

  return {
    async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
      if (!handles(text, options)) return await client.query<T>(text, params, options);
      await client._checkReady();
      // As PGlite's own query: after any transaction under way, and its files written out after.
      return await client._runExclusiveTransaction(async () => {
        const result = await preparedQuery<T>(text, params, options);
        await client.syncToFs();
        return result;
      });
    },

    async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      return await client.transaction(async (tx) => {
        const preparedTx: Transaction = {
          query: async <R>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>> => {
            if (!handles(text, options)) return await tx.query<R>(text, params, options);
            if (tx.closed) throw new Error('Transaction is closed');
            return await preparedQuery<R>(text, params, options);
          },
          sql: tx.sql.bind(tx),
          exec: tx.exec.bind(tx),
          rollback: tx.rollback.bind(tx),
          listen: tx.listen.bind(tx),
          get closed() {
            return tx.closed;
          },
        };
        return await callback(preparedTx);
      });
    },
  };
}

interface Field {
  readonly name: string;
  readonly dataTypeID: number;
}

type Parsers = PGlite['parsers'];

/**
 * The statement's result as PGlite's `parse.parseResults` gives it, for the one statement run: the rows (objects, or
 * arrays in the `array` row mode) with each value read by the caller's parser for its type or PGlite's, the command,
 * and the rows it affected. Written here because `parseResults` copies every one of PGlite's parsers into a new
 * object whenever the caller gives parsers of its own, as Drizzle does on every query: about a tenth of a refresh
 * grant's time in the server.
 */
function resultOf<T>(
  fields: readonly Field[],
  messages: readonly BackendMessage[],
  parsers: Parsers,
  options: QueryOptions | undefined,
): Results<T> {
  const readers = fields.map(({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? parsers[dataTypeID]);
  const read = (value: string | null, index: number) => {
    if (value === null) return null;
    const reader = readers[index];
    return reader ? (reader(value, (fields[index] as Field).dataTypeID) as unknown) : value;
  };
  const rows: unknown[] = [];
  for (const message of messages) {
    if (message instanceof backend.DataRowMessage) {
      if (options?.rowMode === 'array') {
        rows.push(message.fields.map(read));
      } else {
        const row: Record<string, unknown> = {};
        message.fields.forEach((value, index) => {
          row[(fields[index] as Field).name] = read(value, index);
        });
        rows.push(row);
      }
    } else if (message instanceof backend.CommandCompleteMessage) {
      const words = message.text.split(' ');
      const command = words[0] as string;
      const count = parseInt(words[words.length - 1] as string, 10);
      const affectedRows = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command) ? count : 0;
      return {
        rows,
        fields: fields.map((field) => ({ ...field })),
        command,
        affectedRows,
        ...(Number.isNaN(count) ? {} : { rowCount: count }),
      } as Results<T>;
    }
  }
  return { affectedRows: 0, rows: [], fields: [] };
}

function isStale(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && STALE_STATEMENT_CODES.has(code);
}

/** The statement and its values on the error, as PGlite's own query puts them there. */
function withQuery(error: unknown, query: string, params: readonly unknown[], options: QueryOptions | undefined) {
  if (error instanceof Error) Object.assign(error, { query, params, queryOptions: options });
  return error;
}
