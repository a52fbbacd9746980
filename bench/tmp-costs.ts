import autocannon from 'autocannon'
import { startPortal } from '../tests/helpers/portal-process'
const portal = await startPortal('bench', {}, { nodeEnv: null })
const k = encodeURIComponent('교육')
try {
  for (const path of [
    `/api/v1/pass/list?pageNum=1&pageSize=5`,
    `/api/v1/pass/list?pageNum=1&pageSize=5&searchKeyword=${k}`,
    `/api/v1/attraction/list?pageNum=1&pageSize=5&searchKeyword=${k}`,
    `/api/passes?limit=5&depth=1`,
    `/api/passes?limit=5&depth=0`,
  ]) {
    const res = await autocannon({ url: portal.url + path, connections: 10, duration: 5 })
    console.log(path.slice(0, 60), Math.round(res.requests.average), 'req/s p99', res.latency.p99, 'non2xx', res.non2xx)
  }
} finally {
  await portal.stop()
}
