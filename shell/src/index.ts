// Async boundary: shared singletons (react, antd, the sdk...) are negotiated before the app runs.
import('./bootstrap');
