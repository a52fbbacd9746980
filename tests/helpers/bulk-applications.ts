import { seedUsernames } from '../../seed/data/accounts'
import { isPostgresUrl, readValue, writeDatabase } from './database-writes'

/** The months the bulk rows are filed in: 2011, before any demo or test row. */
export const bulkMonths = ['2011-01', '2011-02', '2011-03', '2011-04', '2011-05', '2011-06', '2011-07', '2011-08', '2011-09', '2011-10']

const dayMs = 86_400_000

/**
 * Inserts `perMonth` 산업교육 applications in each of `bulkMonths` straight into a seeded portal's
 * database (one INSERT … SELECT per month, numbers from a recursive CTE both databases run): all
 * of the demo member1, on the demo's first course, approved. Month n's are approved n days after
 * filing, so its median days to a decision is n.
 */
export const insertBulkApplications = async (url: string, perMonth: number) => {
  const member = Number(await readValue(url, `SELECT id FROM "users" WHERE "username" = '${seedUsernames.member1}'`))
  const course = Number(await readValue(url, 'SELECT MIN(id) FROM "courses"'))
  // PostgreSQL types a SELECT list's text as text: the enum and the instants are named for it.
  const typed = (type: string) => (isPostgresUrl(url) ? `CAST(? AS ${type})` : '?')
  await writeDatabase(
    url,
    bulkMonths.flatMap((month, index) => {
      const filed = `${month}-15T03:00:00.000Z`
      return [
        {
          sql: `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${perMonth})
            INSERT INTO "course_applications" ("application_no", "member_id", "course_id", "title", "contact_name", "company", "phone", "email", "state", "created_at", "updated_at")
            SELECT 'BULK-${month}-' || CAST(i AS VARCHAR(10)), ${member}, ${course}, '대량 시험', '대량', '대량기업', '010-0000-0000', 'bulk@example.com',
              ${typed('enum_course_applications_state')}, ${typed('timestamptz')}, ${typed('timestamptz')} FROM n`,
          args: ['approved', filed, filed],
        },
        {
          sql: `INSERT INTO "course_applications_history" ("_order", "_parent_id", "id", "state", "at")
            SELECT 1, id, 'bulk-' || CAST(id AS VARCHAR(20)), ${typed('enum_course_applications_history_state')}, ${typed('timestamptz')}
            FROM "course_applications" WHERE "application_no" LIKE 'BULK-${month}-%'`,
          args: ['approved', new Date(Date.parse(filed) + (index + 1) * dayMs).toISOString()],
        },
      ]
    }),
  )
}
