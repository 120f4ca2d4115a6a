// Every unit test reads the admin messages (English unless a test switches): register the catalogue.
import './i18n';
