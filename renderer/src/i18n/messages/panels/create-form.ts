import { featureMessages } from './define';

/**
 * Create's form: the outline, its fields, who writes the slides, the switches and why one is off, and the blockers.
 * The refusals' English is shared/tools/local-refusals.ts word for word (the engine refuses in the same sentence);
 * the example outline keeps the Markdown the engine reads (`Notes:` is syntax, not a word to translate).
 */
export const createForm = featureMessages(
  {
    'createForm.text': 'Outline or text',
    'createForm.clearFirst': 'Clear the text to start from the example',
    'createForm.useExample': 'Start from the example',
    'createForm.example':
      '# Quarterly review\nWhere we stand after the third quarter\n\n## Highlights\n- Revenue up 12% on last year\n- Two new regions opened\n  - North and East\n- Customer churn at its lowest\n\n---\n\n# Next quarter\n\n## Plans\n- Launch the mobile app\n- Hire five engineers\nNotes: Mention the hiring budget.\n\n## What we believe\n> We grow only as fast as we learn.\n> — The team',
    'createForm.markdownHint':
      'Markdown: {h1} the deck’s title, {h2} a slide, {dash} its points (indent for sub-points), {rule} before a section, {quote} a quote, {notes} speaker notes.',
    'createForm.plainHint':
      'Plain text or a topic works too{needsModel, select, yes {; a topic alone needs a chat model, set up in Settings} other {}}. Reference files are optional.',
    'createForm.audience': 'Audience',
    'createForm.audienceExample': 'e.g. the board',
    'createForm.purpose': 'Purpose',
    'createForm.purposeExample': 'e.g. win approval for the budget',
    'createForm.author': 'Author',
    'createForm.optional': 'Optional',
    'createForm.slides': 'Slides',
    'createForm.anyNumber': 'Any number',
    'createForm.cloudDesign': 'The DeckFlow cloud chooses the design itself.',
    'createForm.slideText': 'Slide text',
    'createForm.planner.auto': 'Automatic',
    'createForm.planner.outline': 'As I wrote it',
    'createForm.planner.model': 'Chat model writes it',
    'createForm.noModelHint':
      'No chat model is set up here, so your text becomes slides as written: an outline works best. Set up an OpenAI-compatible model (such as Ollama) in Settings to have it write the slides from a topic.',
    'createForm.autoHint':
      'Automatic: an outline becomes slides as written; a topic or plain text is written into slides by the chat model.',
    'createForm.stronger': 'Stronger model',
    'createForm.strongerWhy': 'Better slide text from the Pro model, more slowly.',
    'createForm.fast': 'Fast mode',
    'createForm.fastWhy': 'Quicker, with the standard model.',
    'createForm.search': 'Search the web',
    'createForm.searchWhy': 'DeckFlow looks up current facts on the topic.',
    'createForm.needText': 'Write an outline, your text or a topic for the deck.',
    'createForm.badCount': 'Type the number of slides as a whole number from 1 to {max}, or leave it empty.',
    'createForm.refusal.enableSearch':
      'Web search (enableSearch) is not available in the local engine: it makes no requests to the internet. Turn it off, or use the DeckFlow cloud service.',
    'createForm.refusal.useModel':
      'No chat model is set up to write the outline: set up an OpenAI-compatible endpoint (such as Ollama) in Settings, or send an outline in Markdown with useModel off.',
  },
  {
    es: {
      'createForm.text': 'Esquema o texto',
      'createForm.clearFirst': 'Borre el texto para partir del ejemplo',
      'createForm.useExample': 'Partir del ejemplo',
      'createForm.example':
        '# Revisión trimestral\nDónde estamos tras el tercer trimestre\n\n## Lo más destacado\n- Ingresos un 12% por encima del año pasado\n- Dos regiones nuevas abiertas\n  - Norte y Este\n- La pérdida de clientes, en su punto más bajo\n\n---\n\n# Próximo trimestre\n\n## Planes\n- Lanzar la aplicación móvil\n- Contratar a cinco ingenieros\nNotes: Mencionar el presupuesto de contratación.\n\n## En qué creemos\n> Solo crecemos tan rápido como aprendemos.\n> — El equipo',
      'createForm.markdownHint':
        'Markdown: {h1} el título de la presentación, {h2} una diapositiva, {dash} sus puntos (con sangría para los subpuntos), {rule} antes de una sección, {quote} una cita, {notes} las notas del orador.',
      'createForm.plainHint':
        'También sirve texto sin formato o un tema{needsModel, select, yes {; un tema solo necesita un modelo de chat, configurado en Ajustes} other {}}. Los archivos de referencia son opcionales.',
      'createForm.audience': 'Público',
      'createForm.audienceExample': 'p. ej., la junta directiva',
      'createForm.purpose': 'Propósito',
      'createForm.purposeExample': 'p. ej., conseguir que se apruebe el presupuesto',
      'createForm.author': 'Autor',
      'createForm.optional': 'Opcional',
      'createForm.slides': 'Diapositivas',
      'createForm.anyNumber': 'Cualquier número',
      'createForm.cloudDesign': 'La nube de DeckFlow elige el diseño por sí misma.',
      'createForm.slideText': 'Texto de las diapositivas',
      'createForm.planner.auto': 'Automático',
      'createForm.planner.outline': 'Tal como lo escribí',
      'createForm.planner.model': 'Lo escribe el modelo de chat',
      'createForm.noModelHint':
        'Aquí no hay ningún modelo de chat configurado, así que su texto se convierte en diapositivas tal como está: lo mejor es un esquema. Configure un modelo compatible con OpenAI (como Ollama) en Ajustes para que escriba las diapositivas a partir de un tema.',
      'createForm.autoHint':
        'Automático: un esquema se convierte en diapositivas tal como está; un tema o un texto sin formato los redacta el modelo de chat en diapositivas.',
      'createForm.stronger': 'Modelo más potente',
      'createForm.strongerWhy': 'Mejor texto en las diapositivas con el modelo Pro, más despacio.',
      'createForm.fast': 'Modo rápido',
      'createForm.fastWhy': 'Más rápido, con el modelo estándar.',
      'createForm.search': 'Buscar en la web',
      'createForm.searchWhy': 'DeckFlow busca datos actuales sobre el tema.',
      'createForm.needText': 'Escriba un esquema, su texto o un tema para la presentación.',
      'createForm.badCount': 'Escriba el número de diapositivas como un número entero del 1 al {max}, o déjelo vacío.',
      'createForm.refusal.enableSearch':
        'La búsqueda web (enableSearch) no está disponible en el motor local: no hace peticiones a internet. Desactívela o use el servicio en la nube de DeckFlow.',
      'createForm.refusal.useModel':
        'No hay ningún modelo de chat configurado para escribir el esquema: configure un servicio compatible con OpenAI (como Ollama) en Ajustes, o envíe un esquema en Markdown con useModel desactivado.',
    },
    de: {
      'createForm.text': 'Gliederung oder Text',
      'createForm.clearFirst': 'Leeren Sie den Text, um mit dem Beispiel zu beginnen',
      'createForm.useExample': 'Mit dem Beispiel beginnen',
      'createForm.example':
        '# Quartalsbericht\nWo wir nach dem dritten Quartal stehen\n\n## Höhepunkte\n- Umsatz 12% über dem Vorjahr\n- Zwei neue Regionen eröffnet\n  - Nord und Ost\n- Kundenabwanderung so niedrig wie nie\n\n---\n\n# Nächstes Quartal\n\n## Pläne\n- Die mobile App starten\n- Fünf Ingenieurinnen und Ingenieure einstellen\nNotes: Das Budget für Neueinstellungen erwähnen.\n\n## Woran wir glauben\n> Wir wachsen nur so schnell, wie wir lernen.\n> — Das Team',
      'createForm.markdownHint':
        'Markdown: {h1} der Titel der Präsentation, {h2} eine Folie, {dash} ihre Punkte (eingerückt für Unterpunkte), {rule} vor einem Abschnitt, {quote} ein Zitat, {notes} Sprechernotizen.',
      'createForm.plainHint':
        'Einfacher Text oder ein Thema geht auch{needsModel, select, yes {; ein Thema allein braucht ein Chatmodell, das in den Einstellungen eingerichtet ist} other {}}. Referenzdateien sind optional.',
      'createForm.audience': 'Publikum',
      'createForm.audienceExample': 'z. B. der Vorstand',
      'createForm.purpose': 'Zweck',
      'createForm.purposeExample': 'z. B. die Zustimmung zum Budget gewinnen',
      'createForm.author': 'Autor',
      'createForm.optional': 'Optional',
      'createForm.slides': 'Folien',
      'createForm.anyNumber': 'Beliebig viele',
      'createForm.cloudDesign': 'Die DeckFlow-Cloud wählt das Design selbst.',
      'createForm.slideText': 'Folientext',
      'createForm.planner.auto': 'Automatisch',
      'createForm.planner.outline': 'Wie ich es geschrieben habe',
      'createForm.planner.model': 'Das Chatmodell schreibt ihn',
      'createForm.noModelHint':
        'Hier ist kein Chatmodell eingerichtet, also werden aus Ihrem Text Folien, so wie er geschrieben ist: Eine Gliederung eignet sich am besten. Richten Sie in den Einstellungen ein OpenAI-kompatibles Modell (etwa Ollama) ein, damit es die Folien aus einem Thema schreibt.',
      'createForm.autoHint':
        'Automatisch: Aus einer Gliederung werden Folien, so wie sie geschrieben ist; ein Thema oder einfachen Text schreibt das Chatmodell zu Folien aus.',
      'createForm.stronger': 'Stärkeres Modell',
      'createForm.strongerWhy': 'Besserer Folientext vom Pro-Modell, dafür langsamer.',
      'createForm.fast': 'Schnellmodus',
      'createForm.fastWhy': 'Schneller, mit dem Standardmodell.',
      'createForm.search': 'Im Web suchen',
      'createForm.searchWhy': 'DeckFlow sucht aktuelle Fakten zum Thema.',
      'createForm.needText': 'Schreiben Sie eine Gliederung, Ihren Text oder ein Thema für die Präsentation.',
      'createForm.badCount': 'Geben Sie die Zahl der Folien als ganze Zahl von 1 bis {max} ein, oder lassen Sie das Feld leer.',
      'createForm.refusal.enableSearch':
        'Die Websuche (enableSearch) gibt es in der lokalen Engine nicht: Sie stellt keine Anfragen ins Internet. Schalten Sie sie aus oder nutzen Sie den Cloud-Dienst von DeckFlow.',
      'createForm.refusal.useModel':
        'Es ist kein Chatmodell eingerichtet, das die Gliederung schreibt: Richten Sie in den Einstellungen einen OpenAI-kompatiblen Endpunkt (etwa Ollama) ein, oder senden Sie eine Gliederung in Markdown mit ausgeschaltetem useModel.',
    },
    fr: {
      'createForm.text': 'Plan ou texte',
      'createForm.clearFirst': 'Effacez le texte pour partir de l’exemple',
      'createForm.useExample': 'Partir de l’exemple',
      'createForm.example':
        '# Bilan trimestriel\nOù nous en sommes après le troisième trimestre\n\n## Points forts\n- Chiffre d’affaires en hausse de 12 % sur un an\n- Deux nouvelles régions ouvertes\n  - Nord et Est\n- Départs de clients au plus bas\n\n---\n\n# Trimestre prochain\n\n## Projets\n- Lancer l’application mobile\n- Recruter cinq ingénieurs\nNotes: Mentionner le budget de recrutement.\n\n## Ce en quoi nous croyons\n> Nous ne grandissons qu’aussi vite que nous apprenons.\n> — L’équipe',
      'createForm.markdownHint':
        'Markdown : {h1} le titre de la présentation, {h2} une diapositive, {dash} ses points (en retrait pour les sous-points), {rule} avant une section, {quote} une citation, {notes} les notes de l’orateur.',
      'createForm.plainHint':
        'Un texte brut ou un sujet convient aussi{needsModel, select, yes { ; un sujet seul demande un modèle de chat, configuré dans les Réglages} other {}}. Les fichiers de référence sont facultatifs.',
      'createForm.audience': 'Public',
      'createForm.audienceExample': 'p. ex. le conseil d’administration',
      'createForm.purpose': 'Objectif',
      'createForm.purposeExample': 'p. ex. faire approuver le budget',
      'createForm.author': 'Auteur',
      'createForm.optional': 'Facultatif',
      'createForm.slides': 'Diapositives',
      'createForm.anyNumber': 'Nombre libre',
      'createForm.cloudDesign': 'Le cloud DeckFlow choisit lui-même le thème.',
      'createForm.slideText': 'Texte des diapositives',
      'createForm.planner.auto': 'Automatique',
      'createForm.planner.outline': 'Tel que je l’ai écrit',
      'createForm.planner.model': 'Le modèle de chat le rédige',
      'createForm.noModelHint':
        'Aucun modèle de chat n’est configuré ici : votre texte devient des diapositives tel qu’il est écrit, et un plan donne le meilleur résultat. Configurez un modèle compatible OpenAI (comme Ollama) dans les Réglages pour qu’il rédige les diapositives à partir d’un sujet.',
      'createForm.autoHint':
        'Automatique : un plan devient des diapositives tel qu’il est écrit ; un sujet ou un texte brut est rédigé en diapositives par le modèle de chat.',
      'createForm.stronger': 'Modèle plus puissant',
      'createForm.strongerWhy': 'Un meilleur texte de diapositives avec le modèle Pro, plus lentement.',
      'createForm.fast': 'Mode rapide',
      'createForm.fastWhy': 'Plus rapide, avec le modèle standard.',
      'createForm.search': 'Chercher sur le Web',
      'createForm.searchWhy': 'DeckFlow recherche des faits récents sur le sujet.',
      'createForm.needText': 'Écrivez un plan, votre texte ou un sujet pour la présentation.',
      'createForm.badCount': 'Saisissez le nombre de diapositives en nombre entier de 1 à {max}, ou laissez le champ vide.',
      'createForm.refusal.enableSearch':
        'La recherche sur le Web (enableSearch) n’est pas disponible dans le moteur local : il n’envoie aucune requête sur Internet. Désactivez-la, ou utilisez le service cloud de DeckFlow.',
      'createForm.refusal.useModel':
        'Aucun modèle de chat n’est configuré pour rédiger le plan : configurez un point d’accès compatible OpenAI (comme Ollama) dans les Réglages, ou envoyez un plan en Markdown avec useModel désactivé.',
    },
    ar: {
      'createForm.text': 'المخطط أو النص',
      'createForm.clearFirst': 'امسح النص لتبدأ من المثال',
      'createForm.useExample': 'البدء من المثال',
      'createForm.example':
        '# المراجعة الفصلية\nأين نقف بعد الربع الثالث\n\n## أبرز النتائج\n- ارتفاع الإيرادات 12% عن العام الماضي\n- افتتاح منطقتين جديدتين\n  - الشمال والشرق\n- فقدان العملاء في أدنى مستوياته\n\n---\n\n# الربع القادم\n\n## الخطط\n- إطلاق تطبيق الهاتف\n- توظيف خمسة مهندسين\nNotes: اذكر ميزانية التوظيف.\n\n## ما نؤمن به\n> لا ننمو إلا بقدر ما نتعلم.\n> — الفريق',
      'createForm.markdownHint':
        'Markdown: {h1} عنوان العرض، {h2} شريحة، {dash} نقاطها (بإزاحة للنقاط الفرعية)، {rule} قبل قسم، {quote} اقتباس، {notes} ملاحظات المتحدث.',
      'createForm.plainHint':
        'يصلح النص العادي أو الموضوع أيضًا{needsModel, select, yes {؛ لكن الموضوع وحده يحتاج إلى نموذج محادثة يُعدّ في الإعدادات} other {}}. الملفات المرجعية اختيارية.',
      'createForm.audience': 'الجمهور',
      'createForm.audienceExample': 'مثلًا: مجلس الإدارة',
      'createForm.purpose': 'الغرض',
      'createForm.purposeExample': 'مثلًا: الحصول على موافقة على الميزانية',
      'createForm.author': 'المؤلف',
      'createForm.optional': 'اختياري',
      'createForm.slides': 'الشرائح',
      'createForm.anyNumber': 'أي عدد',
      'createForm.cloudDesign': 'تختار سحابة DeckFlow التصميم بنفسها.',
      'createForm.slideText': 'نص الشرائح',
      'createForm.planner.auto': 'تلقائي',
      'createForm.planner.outline': 'كما كتبته',
      'createForm.planner.model': 'يكتبه نموذج المحادثة',
      'createForm.noModelHint':
        'لا يوجد نموذج محادثة مُعدّ هنا، لذا يصبح نصك شرائح كما كُتب: والمخطط هو الأنسب. أعدّ نموذجًا متوافقًا مع OpenAI (مثل Ollama) في الإعدادات ليكتب الشرائح انطلاقًا من موضوع.',
      'createForm.autoHint': 'تلقائي: يصبح المخطط شرائح كما كُتب؛ أما الموضوع أو النص العادي فيكتبه نموذج المحادثة في شرائح.',
      'createForm.stronger': 'نموذج أقوى',
      'createForm.strongerWhy': 'نص أفضل للشرائح من نموذج Pro، لكن أبطأ.',
      'createForm.fast': 'الوضع السريع',
      'createForm.fastWhy': 'أسرع، بالنموذج القياسي.',
      'createForm.search': 'البحث في الويب',
      'createForm.searchWhy': 'يبحث DeckFlow عن حقائق حديثة حول الموضوع.',
      'createForm.needText': 'اكتب مخططًا أو نصك أو موضوعًا للعرض.',
      'createForm.badCount': 'اكتب عدد الشرائح عددًا صحيحًا من 1 إلى {max}، أو اتركه فارغًا.',
      'createForm.refusal.enableSearch':
        'البحث في الويب (enableSearch) غير متاح في المحرك المحلي: فهو لا يرسل أي طلبات إلى الإنترنت. أوقفه، أو استخدم خدمة DeckFlow السحابية.',
      'createForm.refusal.useModel':
        'لا يوجد نموذج محادثة مُعدّ لكتابة المخطط: أعدّ نقطة وصول متوافقة مع OpenAI (مثل Ollama) في الإعدادات، أو أرسل مخططًا بصيغة Markdown مع إيقاف useModel.',
    },
  },
);
