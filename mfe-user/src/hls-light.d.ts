/** hls.js's light build (no subtitles, alternate audio or DRM, none of which replays use): the same API. */
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}
