/**
 * The one error type the /api/v1 layer turns into an HTTP answer. `userMessage` is shown to people
 * as is, so it is always Korean and never carries internal detail.
 */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly userMessage: string,
  ) {
    super(userMessage)
    this.name = 'AppError'
  }
}

export const errorMessages = {
  badRequest: '요청 값이 올바르지 않습니다.',
  unauthorized: '로그인이 필요합니다.',
  forbidden: '접근 권한이 없습니다.',
  notFound: '요청하신 정보를 찾을 수 없습니다.',
  conflict: '이미 처리된 요청입니다.',
  tooLarge: '파일 크기는 20MB 이하만 가능합니다.',
  server: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  unavailable: '지금은 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
} as const

export const badRequest = (message: string = errorMessages.badRequest) => new AppError(400, message)
export const notFound = (message: string = errorMessages.notFound) => new AppError(404, message)
