import { createRoot } from 'react-dom/client';
import { bootstrap } from './app/bootstrap';
import './styles/global.css';
import './styles/page.css';
import './styles/stat.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void bootstrap(createRoot(container));
