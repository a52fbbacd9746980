import type { MyDataFormat } from '@contract/privacy'
import { apiDownload } from '@/lib/api-client'
import { saveBlob } from '@/lib/save-file'
import { profileTokenHeader } from '../lib/profile-gate'

/** 내 정보 내려받기: the server builds the file; the page saves it under the name the server gave. */
export const downloadMyData = async (profileToken: string, format: MyDataFormat, today: string) =>
  saveBlob(await apiDownload(`/mypage/my-data?format=${format}`, profileTokenHeader(profileToken)), `my-data-${today}.${format}`)
