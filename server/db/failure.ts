/** The first line of a long message: a failed statement's SQL is not its cause. */
const headline = (message: string, limit: number) => {
  const line = message.split('\n')[0] ?? '';
  return line.length > limit ? `${line.slice(0, limit)}…` : line;
};

/**
 * What went wrong, cause first: a driver's error wraps the database's own reason in `cause`
 * under a message that is the failed statement and its parameters.
 */
export function describeFailure(error: unknown): string {
  const chain: string[] = [];
  let current: unknown = error;
  while (chain.length < 5 && current !== undefined && current !== null) {
    chain.push(
      current instanceof Error
        ? current.message
        : typeof current === 'string'
          ? current
          : JSON.stringify(current),
    );
    current = current instanceof Error ? current.cause : undefined;
  }
  const [outermost, ...causes] = chain;
  const reason = causes.at(-1);
  if (!outermost) return 'unknown failure';
  if (reason === undefined) return headline(outermost, 2000);
  return `${headline(reason, 2000)} (in: ${headline(outermost, 160)})`;
}
