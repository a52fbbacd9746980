/** Shapes every /api/v1 answer has; the web imports these types instead of redeclaring them. */
export type ApiStatus = { code: number; message: string }

export type ApiEnvelope<T> = { status: ApiStatus; data: T | null }

export type ListData<T> = { list: T[]; cnt_total: number; page_cnt: number }
