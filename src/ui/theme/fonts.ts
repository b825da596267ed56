// The self-hosted UI font (Inter, Latin subset, the weights the theme uses). Shipping
// it with the app keeps screenshots identical on every machine and avoids a font CDN.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import './fonts/fullwidth.css';
