// The self-hosted UI font: Inter as one variable file for every weight the theme uses
// (48 KB for the Latin subset, against 4 × 25 KB for four static weights). A browser
// fetches a subset only when the page has a character in its range. Shipping it with
// the app keeps screenshots identical on every machine and avoids a font CDN.
import '@fontsource-variable/inter/wght.css';
import './fonts/fullwidth.css';
