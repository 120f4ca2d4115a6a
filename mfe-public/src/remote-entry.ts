import { withBuildStamp } from '@yoga/auth';
import App from './app/app';

export default withBuildStamp(App, __BUILD_ID__);
