/** A sum in won with thousands separators (12,000), as Korean price labels read. */
export const formatWon = (won: number) => String(won).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
