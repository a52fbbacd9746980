const units = ['B', 'KB', 'MB', 'GB']

export const formatFileSize = (bytes: number) => {
  let size = bytes
  let unit = 0
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024
    unit += 1
  }
  return `${unit === 0 ? size : size.toFixed(1)}${units[unit]}`
}
