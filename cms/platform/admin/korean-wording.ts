/**
 * Where Payload's own Korean reads unnatural for the staff of a Korean portal. Korean portals call
 * the login name 아이디 (Payload: 사용자 이름), and scheduled publishing is 예약 게시 (Payload:
 * 발행 일정, and its list of schedules "예정된 행사", upcoming parties).
 *
 * Payload fills a name into its sentences ({{label}}, {{title}}) without knowing how the name ends,
 * so its Korean writes 공지사항이(가), 공지사항을(를). The sentences below never put a particle right
 * after a name: the name comes before a word of ours (항목, 건, 폴더) that carries the particle.
 * tests/unit/admin-korean-wording.test.ts holds every Korean string of the admin to that.
 */
export const koreanWording = {
  authentication: { username: '아이디', usernameNotValid: '아이디가 올바르지 않습니다.' },
  error: {
    usernameAlreadyRegistered: '이미 사용 중인 아이디입니다.',
    usernameOrPasswordIncorrect: '아이디 또는 비밀번호가 올바르지 않습니다.',
    unableToDeleteCount: '{{label}} {{total}}건 중 {{count}}건을 삭제하지 못했습니다.',
    unableToUpdateCount: '{{label}} {{total}}건 중 {{count}}건을 수정하지 못했습니다.',
  },
  folder: {
    itemHasBeenMoved: '‘{{title}}’ 항목을 ‘{{folderName}}’ 폴더로 옮겼습니다.',
    itemHasBeenMovedToRoot: '‘{{title}}’ 항목을 최상위 폴더로 옮겼습니다.',
    itemsMovedToFolder: '‘{{title}}’ 항목을 ‘{{folderName}}’ 폴더로 옮겼습니다.',
    itemsMovedToRoot: '‘{{title}}’ 항목을 최상위 폴더로 옮겼습니다.',
    moveItemsToFolderConfirmation: '<1>{{label}} {{count}}건</1>을 <2>{{toFolder}}</2> 폴더로 옮깁니다. 계속할까요?',
    moveItemsToRootConfirmation: '<1>{{label}} {{count}}건</1>을 최상위 폴더로 옮깁니다. 계속할까요?',
    moveItemToFolderConfirmation: '<1>{{title}}</1> 항목을 <2>{{toFolder}}</2> 폴더로 옮깁니다. 계속할까요?',
    moveItemToRootConfirmation: '<1>{{title}}</1> 항목을 최상위 폴더로 옮깁니다. 계속할까요?',
    movingFromFolder: '‘{{title}}’ 항목을 ‘{{fromFolder}}’ 폴더에서 옮기는 중',
  },
  general: {
    username: '아이디',
    schedulePublishFor: '{{title}} 예약 게시',
    upcomingEvents: '예약된 게시',
    noUpcomingEventsScheduled: '예약된 게시가 없습니다.',
    // The list's "1-4 of 4": Payload writes the range, this word and the total in that order.
    of: '/ 전체',
    clear: '지우기',
    restoring: '원래대로 되돌리는 중…',
    locale: '언어',
    locales: '언어',
    fallbackToDefaultLocale: '기본 언어로 대체',
    payloadSettings: '관리자 화면 설정',
    aboutToDelete: '{{label}} <1>{{title}}</1> 항목을 삭제합니다. 계속할까요?',
    aboutToDeleteCount_many: '{{label}} {{count}}건을 삭제합니다. 계속할까요?',
    aboutToDeleteCount_one: '{{label}} {{count}}건을 삭제합니다. 계속할까요?',
    aboutToDeleteCount_other: '{{label}} {{count}}건을 삭제합니다. 계속할까요?',
    aboutToPermanentlyDelete: '{{label}} <1>{{title}}</1> 항목을 완전히 삭제합니다. 되돌릴 수 없습니다. 계속할까요?',
    aboutToPermanentlyDeleteTrash: '휴지통의 <1>{{label}}</1> <0>{{count}}</0>건을 완전히 삭제합니다. 되돌릴 수 없습니다. 계속할까요?',
    aboutToRestore: '{{label}} <1>{{title}}</1> 항목을 복원합니다. 계속할까요?',
    aboutToRestoreAsDraft: '{{label}} <1>{{title}}</1> 항목을 초안으로 복원합니다. 계속할까요?',
    aboutToRestoreAsDraftCount: '{{label}} {{count}}건을 초안으로 복원합니다.',
    aboutToRestoreCount: '{{label}} {{count}}건을 복원합니다.',
    aboutToTrash: '{{label}} <1>{{title}}</1> 항목을 휴지통으로 옮깁니다. 계속할까요?',
    aboutToTrashCount: '{{label}} {{count}}건을 휴지통으로 옮깁니다. 계속할까요?',
    confirmReindex: '{{collections}} 전체를 다시 색인할까요?',
    copyWarning: '{{label}} {{title}}: {{from}} 내용으로 {{to}} 내용을 덮어씁니다. 계속할까요?',
    deletedCountSuccessfully: '{{label}} {{count}}건을 삭제했습니다.',
    documentIsTrashed: '휴지통에 있는 {{label}} 항목이라 읽기만 할 수 있습니다.',
    groupByLabel: '{{label}} 기준으로 묶기',
    moveConfirm: '{{label}} {{count}}건을 <1>{{destination}}</1> 폴더로 옮깁니다. 계속할까요?',
    movingCount: '{{label}} {{count}}건 옮기는 중',
    noResults: '{{label}} 항목이 없습니다. 아직 등록된 것이 없거나 필터에 맞는 것이 없습니다.',
    noTrashResults: '휴지통에 {{label}} 항목이 없습니다.',
    permanentlyDeletedCountSuccessfully: '{{label}} {{count}}건을 완전히 삭제했습니다.',
    reindexingAll: '{{collections}} 전체를 다시 색인하는 중입니다.',
    restoredCountSuccessfully: '{{label}} {{count}}건을 복원했습니다.',
    searchBy: '{{label}} 검색',
    selectLabel: '{{label}} 선택',
    sortByLabelDirection: '{{label}} {{direction}} 정렬',
    successfullyCreated: '새 {{label}} 항목을 저장했습니다.',
    successfullyDuplicated: '{{label}} 항목을 복제했습니다.',
    titleDeleted: '{{label}} ‘{{title}}’ 항목을 삭제했습니다.',
    titleRestored: '{{label}} ‘{{title}}’ 항목을 복원했습니다.',
    titleTrashed: '{{label}} ‘{{title}}’ 항목을 휴지통으로 옮겼습니다.',
    trashedCountSuccessfully: '{{label}} {{count}}건을 휴지통으로 옮겼습니다.',
    updatedCountSuccessfully: '{{label}} {{count}}건을 수정했습니다.',
    updatedLabelSuccessfully: '{{label}} 항목을 수정했습니다.',
  },
  localization: { copyFromTo: '{{from}} → {{to}} 복사' },
  validation: {
    fieldHasNo: '이 입력란에 해당하는 {{label}} 항목이 없습니다.',
    greaterThanMax: '{{label}} 최대 {{max}}개까지 넣을 수 있습니다. (입력: {{value}})',
    lessThanMin: '{{label}} 최소 {{min}}개가 필요합니다. (입력: {{value}})',
    notValidDate: '올바른 날짜가 아닙니다: {{value}}',
    requiresAtLeast: '이 입력란에는 {{label}} 최소 {{count}}개가 필요합니다.',
    trueOrFalse: '이 입력란은 예 또는 아니오만 고를 수 있습니다.',
  },
  version: {
    schedulePublish: '예약 게시',
    scheduledSuccessfully: '예약했습니다.',
    type: '구분',
    selectLocales: '표시할 언어 선택',
    showLocales: '언어 표시:',
    aboutToPublishSelection: '선택한 {{label}} 항목을 게시합니다. 계속할까요?',
    aboutToRestoreGlobal: '{{label}} 내용을 {{versionDate}} 버전으로 되돌립니다.',
    aboutToUnpublishSelection: '선택한 {{label}} 항목을 게시 해제합니다. 계속할까요?',
    noRowsFound: '{{label}} 항목이 없습니다.',
  },
}

/** The admin's own words outside Payload's translations. */
export const adminWording = {
  seoulTimezone: '서울 (한국 표준시)',
}
