// Noto Sans KR as one variable font (every weight in one file) in Google's unicode-range slices: a
// browser downloads only the slices its text uses. Static weights were three files per slice, and
// each file that arrived laid the page out again (1.2 s of layout on the home page at 4× throttle
// instead of 0.6 s; docs/performance.md).
import '@fontsource-variable/noto-sans-kr/wght.css'
