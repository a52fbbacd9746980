import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

/**
 * Runs `work` (Local API calls made with `req`) in one transaction, or in the caller's when `req`
 * already has one: a change and the mail queued about it commit or roll back together. PostgreSQL
 * only; Payload runs SQLite without transactions, one write at a time, so there `work` just runs.
 */
export const inTransaction = async <T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> => {
  const started = await initTransaction(req)
  try {
    const result = await work()
    if (started) await commitTransaction(req)
    return result
  } catch (error) {
    if (started) await killTransaction(req)
    throw error
  }
}
