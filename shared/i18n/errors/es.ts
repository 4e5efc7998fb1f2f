/** Spanish (usted, as the window's other texts). */
import type { ErrorCatalog } from './error-catalog';

const REDO = '{redo, select, merge {vuelva a combinar} start {vuelva a empezar} other {vuelva a intentarlo}}';

export const es: ErrorCatalog = {
  codes: {
    invalid_parameter: {
      text: 'Se rechazó la solicitud: una opción o un archivo no sirve para esta herramienta.',
      advice: 'Revise las opciones y que los archivos sean del tipo que admite esta herramienta, y vuelva a intentarlo.',
    },
    invalid_file: {
      text: 'Un archivo está dañado o no es el tipo de archivo que dice ser.',
      advice: 'Compruebe que los archivos se abren en su propio programa y vuelva a intentarlo.',
    },
    unsupported_format: {
      text: 'Un archivo está en un formato que esta herramienta no admite.',
      advice: 'Guarde el archivo en un formato que admita esta herramienta (vea la lista del panel) y vuelva a intentarlo.',
    },
    file_size_exceeded: {
      text: 'Un archivo es más grande de lo que admite esta herramienta.',
      advice: 'Use archivos más pequeños, o divida antes la presentación, y vuelva a intentarlo.',
    },
    zip_bomb: {
      text: 'Un archivo se descomprime en muchos más datos de los que contiene, así que Deckhand no lo abrió.',
      advice: 'Use otra copia del archivo.',
    },
    font_not_found: {
      text: 'No se encontró la fuente elegida.',
      advice:
        'Elija una fuente de la que Deckhand tenga el archivo (el selector las muestra con su propio diseño), o instale la fuente en este equipo, y vuelva a intentarlo.',
    },
    font_restricted: {
      text: 'Una fuente del archivo no permite incrustarla.',
      advice: 'Elija otra fuente, o pida a su creador una versión que se pueda incrustar.',
    },
    all_slides_hidden: {
      text: 'Todas las diapositivas de la presentación están ocultas, y las ocultas se dejaron fuera.',
      advice: 'Incluya las diapositivas ocultas, o muestre alguna en la presentación, y vuelva a intentarlo.',
    },
    target_too_small: {
      text: 'El tamaño pedido es demasiado pequeño para este archivo.',
      advice: 'Pida un tamaño mayor (los detalles indican el mínimo posible) y vuelva a intentarlo.',
    },
    language_unknown: {
      text: 'Esta herramienta no conoce el idioma elegido.',
      advice: 'Elija otro idioma de la lista y vuelva a intentarlo.',
    },
    no_text_layer: {
      text: 'El archivo no tiene texto que leer.',
      advice: 'Haga antes su texto buscable (reconocimiento de texto) y vuelva a intentarlo.',
    },
    conversion_failed: {
      text: 'No se pudo convertir el archivo.',
      advice: 'Abra el archivo en su propio programa, guárdelo de nuevo y vuelva a intentarlo.',
    },
    redaction_incomplete: {
      text: 'Algunas de las palabras que había que eliminar seguían en el resultado, así que no se entregó.',
      advice: 'Puede que el archivo dibuje su texto de forma poco habitual: elimine zonas enteras y vuelva a intentarlo.',
    },
    output_too_large: {
      text: 'El resultado creció más de lo que el motor guarda para una tarea de este tamaño.',
      advice: 'Elija opciones que den un resultado más pequeño, o use un archivo más pequeño.',
    },
    generation_failed: {
      text: 'No se pudo generar la presentación.',
      advice: 'Vuelva a intentarlo. Si sigue fallando, cambie el texto o las opciones.',
    },
    provider_auth: {
      text: 'El servicio de traducción o de redacción rechazó su clave.',
      advice: 'Revise la clave de ese servicio en Ajustes y vuelva a intentarlo.',
    },
    tool_unavailable: {
      text: 'Esta herramienta necesita un programa que aquí falta.',
      advice: 'Instale el programa que indican los detalles y vuelva a intentarlo.',
    },
    provider_unavailable: {
      text: 'No se pudo contactar con el servicio de traducción o de redacción.',
      advice: 'Espere un momento y vuelva a intentarlo.',
    },
    translation_failed: {
      text: 'La traducción no terminó.',
      advice: 'Vuelva a intentarlo. Si sigue fallando, elija otro proveedor en Ajustes.',
    },
    insufficient_storage: {
      text: 'El disco del motor está casi lleno.',
      advice: 'Libere espacio o elimine tareas antiguas y vuelva a intentarlo.',
    },
    timeout: {
      text: 'La tarea tardó demasiado y se detuvo.',
      advice: 'Pruebe con archivos más pequeños, o vuelva a intentarlo más tarde.',
    },
    interrupted: {
      text: 'La tarea se detuvo antes de terminar.',
      advice: 'Vuelva a empezarla.',
    },
    cancelled: {
      text: 'La tarea se canceló.',
      advice: 'Vuelva a empezarla cuando quiera.',
    },
    internal_error: {
      text: 'Algo falló dentro de Deckhand.',
      advice: 'Vuelva a intentarlo. Si sigue fallando, reinicie Deckhand.',
    },
    database_unavailable: {
      text: 'El servidor no puede acceder a su base de datos en este momento.',
      advice: 'Espere unos segundos y vuelva a intentarlo.',
    },
    unauthorized: {
      text: 'Se rechazó la clave.',
      advice:
        '{backend, select, server {Revise su clave personal del servidor de Deckhand en Ajustes (puede que su administrador la haya revocado) y vuelva a intentarlo.} other {Revise la clave de API en Ajustes y vuelva a intentarlo.}}',
    },
    forbidden: {
      text: 'Deckhand no tiene permiso para usar este archivo o hacer esto.',
      advice: 'Vuelva a añadir los archivos desde su disco y vuelva a intentarlo.',
    },
    forbidden_host: {
      text: 'El motor rechazó una solicitud de una dirección inesperada.',
      advice: 'Abra Deckhand en su propia dirección y vuelva a intentarlo.',
    },
    payment_required: {
      text: 'Su cuenta de DeckFlow se ha quedado sin créditos.',
      advice: 'Añada créditos, o cambie al motor local en Ajustes.',
    },
    not_found: {
      text: 'Esta tarea o este archivo ya no existe en el servicio.',
      advice: 'Vuelva a empezarla.',
    },
    method_not_allowed: {
      text: 'El servicio no responde a este tipo de solicitud.',
      advice: 'Revise la dirección del servicio en Ajustes y vuelva a intentarlo.',
    },
    upload_stalled: {
      text: 'La subida dejó de avanzar y se abandonó.',
      advice: 'Revise su conexión de red y vuelva a intentarlo.',
    },
    length_required: {
      text: 'La solicitud no indicaba su tamaño.',
      advice: 'Vuelva a intentarlo. Si sigue fallando, puede que un proxy entre Deckhand y el servicio esté modificando las solicitudes.',
    },
    range_not_satisfiable: {
      text: 'La parte del archivo que se pidió no existe.',
      advice: 'Vuelva a descargar el resultado.',
    },
    rate_limited: {
      text: 'El servicio está ocupado.',
      advice:
        '{seconds, plural, =0 {Espere un minuto y vuelva a intentarlo.} one {Espere # segundo y vuelva a intentarlo.} other {Espere # segundos y vuelva a intentarlo.}}',
    },
    too_many_tasks: {
      text: 'Tiene en el servidor tantas tareas como puede ejecutar a la vez.',
      advice: 'Espere a que termine alguna de sus tareas en el servidor, o cancele una, y vuelva a intentarlo.',
    },
    daily_limit_reached: {
      text: 'Se ha agotado su cupo diario en el servidor de Deckhand.',
      advice: 'Se renueva a las 00:00 UTC. Pida más a su administrador.',
    },
    aborted: {
      text: 'Cancelado.',
      advice: 'Vuelva a empezarla cuando quiera.',
    },
    backend_changed: {
      text: 'El servicio elegido cambió antes de que terminara esta tarea.',
      advice: 'Vuelva a empezarla en el servicio elegido ahora.',
    },
    bad_response: {
      text: 'El servicio envió una respuesta que Deckhand no pudo leer.',
      advice: 'Vuelva a intentarlo. Si sigue fallando, revise la dirección del servicio en Ajustes.',
    },
    disconnected: {
      text: 'Se perdió la conexión con Deckhand.',
      advice: 'Compruebe que Deckhand sigue en marcha y vuelva a intentarlo.',
    },
    download_corrupt: {
      text: 'El archivo descargado no coincide con su suma de verificación.',
      advice: 'Vuelva a descargarlo.',
    },
    download_incomplete: {
      text: 'La descarga terminó antes de que llegara el archivo completo.',
      advice: 'Revise su conexión de red y vuelva a descargarlo.',
    },
    engine_unavailable: {
      text: 'El motor local no está en marcha.',
      advice: 'Espere a que arranque, o reinicie Deckhand, y vuelva a intentarlo.',
    },
    file_changed: {
      text: 'Un archivo cambió mientras se enviaba.',
      advice: 'Espere a que esté guardado y vuelva a intentarlo.',
    },
    file_exists: {
      text: 'Ya hay un archivo con ese nombre.',
      advice: 'Elija otro nombre u otra carpeta y vuelva a guardar.',
    },
    file_unreadable: {
      text: 'No se pudo leer un archivo de su disco.',
      advice: 'Vuelva a añadir los archivos desde su disco y vuelva a intentarlo.',
    },
    http_error: {
      text: 'El servicio respondió con un error que Deckhand no conoce.',
      advice: 'Vuelva a intentarlo. Si sigue fallando, revise la dirección del servicio en Ajustes.',
    },
    invalid_recipe: {
      text: 'La receta no es válida.',
      advice: 'Ábrala en Automatizaciones y corrija el paso que indican los detalles.',
    },
    invalid_request: {
      text: 'Deckhand envió una solicitud que el otro lado no pudo aceptar.',
      advice: 'Reinicie Deckhand y vuelva a intentarlo.',
    },
    network_error: {
      text: '{backend, select, server {Deckhand no puede contactar con el servidor de Deckhand.} cloud {Deckhand no puede contactar con la nube de DeckFlow.} other {Deckhand perdió la conexión con el motor.}}',
      advice:
        '{backend, select, server {Revise su conexión de red y la dirección del servidor en Ajustes, y vuelva a intentarlo.} cloud {Revise su conexión de red y la dirección del servicio en Ajustes, y vuelva a intentarlo.} other {Compruebe que el motor está en marcha y vuelva a intentarlo.}}',
    },
    no_key: {
      text: 'No hay ninguna clave de API para este servicio.',
      advice: 'Escriba su clave en Ajustes y vuelva a intentarlo.',
    },
    not_ready: {
      text: 'Esto aún no está listo.',
      advice: 'Espere a que termine la tarea y vuelva a intentarlo.',
    },
    not_retryable: {
      text: 'Aquí no hay nada que volver a intentar.',
      advice: 'Empiece una tarea nueva.',
    },
    open_failed: {
      text: 'El sistema no pudo abrir el archivo.',
      advice: 'Compruebe que hay instalado un programa para este tipo de archivo, o ábralo desde su carpeta.',
    },
    task_failed: {
      text: 'El servicio no pudo terminar la tarea.',
      advice: 'Vuelva a intentarlo. Si sigue fallando, revise el archivo o use el motor local.',
    },
    too_large: {
      text: 'Este resultado es demasiado grande para la vista previa.',
      advice: 'Guárdelo para verlo.',
    },
    unsafe_archive: {
      text: 'El archivo comprimido contiene entradas que acabarían fuera de su carpeta, así que no se extrajo nada.',
      advice: 'Guarde el ZIP en su lugar y ábralo con cuidado.',
    },
    unsupported: {
      text: 'Esto no está disponible aquí.',
      advice: 'Use la aplicación de escritorio para esto, o guarde el archivo.',
    },
    write_failed: {
      text: 'No se pudo escribir el archivo.',
      advice: 'Compruebe que la carpeta existe, que puede escribir en ella y que el disco tiene espacio, y vuelva a intentarlo.',
    },
  },
  withFile: {
    invalid_file: '«{file}» está dañado o no es el tipo de archivo que dice ser.',
    unsupported_format: '«{file}» está en un formato que esta herramienta no admite.',
    file_size_exceeded: '«{file}» es más grande de lo que admite esta herramienta.',
    zip_bomb: '«{file}» se descomprime en muchos más datos de los que contiene, así que Deckhand no lo abrió.',
    font_restricted: 'Una fuente de «{file}» no permite incrustarla.',
    all_slides_hidden: 'Todas las diapositivas de «{file}» están ocultas, y las ocultas se dejaron fuera.',
    no_text_layer: '«{file}» no tiene texto que leer.',
    conversion_failed: 'No se pudo convertir «{file}».',
    redaction_incomplete: 'Algunas de las palabras que había que eliminar seguían en el resultado de «{file}», así que no se entregó.',
    output_too_large: 'El resultado de «{file}» creció más de lo que el motor guarda para una tarea de este tamaño.',
    timeout: '«{file}» tardó demasiado y se detuvo.',
    file_changed: '«{file}» cambió mientras se enviaba.',
    file_exists: 'Ya hay un archivo llamado «{file}».',
    file_unreadable: 'No se pudo leer «{file}» de su disco.',
    open_failed: 'El sistema no pudo abrir «{file}».',
    too_large: '«{file}» es demasiado grande para la vista previa.',
    unsafe_archive: '«{file}» contiene entradas que acabarían fuera de su carpeta, así que no se extrajo nada.',
  },
  fileAdvice: {
    replace: `Quite o sustituya «{file}» y ${REDO}.`,
    smaller: `Sustituya «{file}» por un archivo más pequeño (o divídalo antes) y ${REDO}.`,
  },
  details: { summary: 'Detalles', code: 'Código de error:' },
};
