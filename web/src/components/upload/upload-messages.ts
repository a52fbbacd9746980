/** Korean strings of the file pickers of member forms (boards and applications). */
export const uploadMessages = {
  images: '이미지',
  attachments: '첨부파일',
  fileRule: (count: number) => `최대 20MB, ${count}개까지`,
  imageAccept: 'JPG, PNG, GIF, WEBP',
  attachmentAccept: '문서(PDF, HWP, 오피스), 이미지, ZIP',
  pickFile: '파일 선택',
  pickImage: '이미지 선택',
  uploading: (name: string) => `${name} 올리는 중…`,
  removeFile: (name: string) => `${name} 삭제`,
  tooLarge: (name: string) => `${name}: 파일 크기는 20MB 이하만 가능합니다.`,
  tooMany: (max: number) => `최대 ${max}개까지 올릴 수 있습니다.`,
} as const
