/** What `npm run backup` and `npm run restore` tell the operator. */
export const backupMessages = {
  usage: '사용법: npm run restore -- <백업 폴더> [--force]',
  noBackupFolder: (folder: string) => `백업 폴더를 찾을 수 없습니다: ${folder} (manifest.json이 있는 폴더를 지정하세요)`,
  targetExists: (folder: string) => `백업 폴더가 이미 있습니다: ${folder} (다른 이름을 지정하세요)`,
  damagedBackup: (problems: string[]) => `백업 파일이 손상되었거나 빠져 있습니다. 복원하지 않았습니다.\n- ${problems.join('\n- ')}`,
  otherDatabase: (backup: string, target: string) =>
    `${backup} 백업은 ${target} 데이터베이스로 복원할 수 없습니다. 같은 종류의 데이터베이스를 DATABASE_URL로 지정하세요.`,
  databaseNotEmpty: (where: string) =>
    `복원 대상 데이터베이스에 이미 데이터가 있습니다: ${where}\n빈 데이터베이스(또는 빈 DATA_DIR)로 복원하거나, 덮어쓰려면 --force를 붙이세요.`,
  uploadsNotEmpty: (where: string) => `복원 대상 업로드 저장소에 이미 파일이 있습니다: ${where}\n빈 저장소로 복원하거나, 덮어쓰려면 --force를 붙이세요.`,
  verifyFailed: (problems: string[]) => `복원한 내용이 백업 목록(manifest)과 다릅니다.\n- ${problems.join('\n- ')}`,
  rowCountDiffers: (table: string, expected: number | undefined, actual: number | undefined) =>
    `표 ${table}: 백업 ${expected ?? '없음'}, 복원 ${actual ?? '없음'} (행 수)`,
  fileDiffers: (name: string) => `파일 ${name}: 체크섬이 다르거나 없음`,
  backedUp: (folder: string, tables: number, rows: number, files: number, seconds: string) =>
    `백업했습니다: ${folder} (표 ${tables}개, ${rows}행, 업로드 파일 ${files}개, ${seconds}초)`,
  restored: (tables: number, rows: number, files: number, seconds: string) =>
    `복원하고 확인했습니다: 표 ${tables}개, ${rows}행, 업로드 파일 ${files}개가 백업 목록과 같습니다 (${seconds}초).`,
  failed: (reason: string) => `실패했습니다: ${reason}`,
}
