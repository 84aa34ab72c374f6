// Vazirmatn is bundled with the app (variable font, Arabic + Latin subsets); never a CDN.
import '@fontsource-variable/vazirmatn';
