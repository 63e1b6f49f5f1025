por el pecado de su boca , por la palabra de sus labios ; y sean presos por su soberbia , y por la maldición y mentira que profieren .
y como jesús lo entendió , les dice : ¿ qué altercáis , porque no tenéis pan ? ¿ no consideráis ni entendéis ? ¿ aun tenéis endurecido vuestro corazón ?
en esto conocerán todos que sois mis discípulos , si tuviereis amor los unos con los otros .
¿ andará el hombre sobre las brasas , sin que sus pies se abrasen ?
sacaréis aguas con gozo de las fuentes de la salud .
mas los sacerdotes que llevaban el arca del pacto de jehová , estuvieron en seco , firmes en medio del jordán , hasta que todo el pueblo hubo acabado de pasar el jordán ; y todo israel pasó en seco .
y fuí íntegro para con él , y guardéme de mi iniquidad .
y helem , y tobías , y jedaía , y hen , hijo de sefanías , tendrán coronas por memorial en el templo de jehová .
y se elegirá capitanes de mil , y capitanes de cincuenta : pondrálos asimismo á que aren sus campos , y sieguen sus mieses , y á que hagan sus armas de guerra , y los pertrechos de sus carros :
entonces el nazareo raerá á la puerta del tabernáculo del testimonio la cabeza de su nazareato , y tomará los cabellos de la cabeza de su nazareato , y los pondrá sobre el fuego que está debajo del sacrificio de las paces .
no hay memoria de lo que precedió , ni tampoco de lo que sucederá habrá memoria en los que serán después .
en phrygia y pamphylia , en egipto y en las partes de africa que está de la otra parte de cirene , y romanos extranjeros , tanto judíos como convertidos ,
y destruyó las ciudades , y toda aquella llanura , con todos los moradores de aquellas ciudades , y el fruto de la tierra .
si dejaren sus hijos mi ley , y no anduvieren en mis juicios ;
y estuvo cercada la ciudad hasta el undécimo año del rey sedechîas .
y dijo también á sus discípulos : había un hombre rico , el cual tenía un mayordomo , y éste fué acusado delante de él como disipador de sus bienes .
he aquí que jehová te trasportará en duro cautiverio , y de cierto te cubrirá el rostro .
entonces cornelio dijo : cuatro días ha que á esta hora yo estaba ayuno ; y á la hora de nona estando orando en mi casa , he aquí , un varón se puso delante de mí en vestido resplandeciente .
como nada son todas las gentes delante de él ; y en su comparación serán estimadas en menos que nada , y que lo que no es .
y engrandecióse hasta el ejército del cielo ; y parte del ejército y de las estrellas echó por tierra , y las holló .
y vosotros sois testigos de estas cosas .
así murió rachêl , y fué sepultada en el camino de ephrata , la cual es beth - lehem .
porque sabe de cierto que el día que salieres , y pasares el torrente de cedrón , sin duda morirás , y tu sangre será sobre tu cabeza .
y partidos de succoth , asentaron campo en etham , á la entrada del desierto .
porque todos vosotros sois hijos de luz , é hijos del día ; no somos de la noche , ni de las tinieblas .
y profetizaron haggeo profeta , y zacarías hijo de iddo , profetas , á los judíos que estaban en judá y en jerusalem yendo en nombre del dios de israel á ellos .
de los cielos te hizo oir su voz , para enseñarte : y sobre la tierra te mostró su gran fuego : y has oído sus palabras de en medio del fuego .
y el varón de dios le volvió el rostro afirmadamente , y estúvose así una gran pieza ; y lloró el varón de dios .
acontecerá también en aquel día , que se tañerá con gran trompeta , y vendrán los que habían sido esparcidos en la tierra de asiria , y los que habían sido echados en tierra de egipto , y adorarán á jehová en el monte santo , en jerusalem .
el malo está atento al labio inicuo ; y el mentiroso escucha á la lengua detractora .
aparezca en tus siervos tu obra , y tu gloria sobre sus hijos .
empero si él se determina en una cosa , ¿ quién lo apartará ? su alma deseó , é hizo .
zachû , serebías , sebanías ,
dijéronles : mire jehová sobre vosotros , y juzgue ; pues habéis hecho heder nuestro olor delante de faraón y de sus siervos , dándoles el cuchillo en las manos para que nos maten .
y aquel segundo día , saliendo benjamín de gabaa contra ellos , derribaron por tierra otros diez y ocho mil hombres de los hijos de israel , todos los cuales sacaban espada .
y de allí subió á beer - seba .
de quien fué hijo joram , cuyo hijo fué ochôzías , hijo del cual fué joas ;
entonces jesús respondiendo , dijo á la higuera : nunca más coma nadie fruto de ti para siempre . y lo oyeron sus discípulos .
entonces crucificaron con él dos ladrones , uno á la derecha , y otro á la izquierda .
de la manera que jehová ha sido con mi señor el rey , así sea con salomón ; y él haga mayor su trono que el trono de mi señor el rey david .
y para poder discernir entre lo santo y lo profano , y entre lo inmundo y lo limpio ;
tú pues , hijo del hombre , profetiza y bate una mano con otra , y dóblese la espada la tercera vez , la espada de muertos : ésta es espada de gran matanza que los penetrará ,
entonces fué traído á él un endemoniado , ciego y mudo , y le sanó ; de tal manera , que el ciego y mudo hablaba y veía .
y las repetirás á tus hijos , y hablarás de ellas estando en tu casa , y andando por el camino , y al acostarte , y cuando te levantes :
y reedificó la puerta del muladar , malchîas hijo de rechâb , príncipe de la provincia de beth - haccerem : él la reedificó , y levantó sus puertas , sus cerraduras y sus cerrojos .
los hombres de seso dirán conmigo , y el hombre sabio me oirá :
entonces michâs le dijo : quédate en mi casa , y me serás en lugar de padre y sacerdote ; y yo te daré diez siclos de plata por año , y el ordinario de vestidos , y tu comida . y el levita se quedó .
y he aquí que plantada está ella , ¿ será prosperada ? ¿ no se secará del todo cuando el viento solano la tocare ? en los surcos de su verdor se secará .
porque como por la desobediencia de un hombre los muchos fueron constituídos pecadores , así por la obediencia de uno los muchos serán constituídos justos .
y habló jehová á moisés , diciendo :
respondió jesús : mi reino no es de este mundo : si de este mundo fuera mi reino , mis servidores pelearían para que yo no fuera entregado á los judíos : ahora , pues , mi reino no es de aquí .
y no angustiarás al extranjero : pues vosotros sabéis cómo se halla el alma del extranjero , ya que extranjeros fuisteis en la tierra de egipto .
he aquí que todos sus compañeros serán avergonzados ; porque los mismos artífices son de los hombres . todos ellos se juntarán , estarán , se asombrarán , y serán avergonzados á una .
porque he aquí que el señor jehová de los ejércitos quita de jerusalem y de judá el sustentador y el fuerte , todo sustento de pan y todo socorro de agua ;
empero la tierra será repartida por suerte ; y por los nombres de las tribus de sus padres heredarán .
en el que estaban los caballos negros , salieron hacia la tierra del aquilón ; y los blancos salieron tras ellos ; y lo overos salieron hacia la tierra del mediodía .
yo el rey nabucodonosor he visto este sueño . tú pues , beltsasar , dirás la declaración de él , porque todos los sabios de mi reino nunca pudieron mostrarme su interpretación : mas tú puedes , porque hay en ti espíritu de los dioses santos .
acábanse las oraciones de david , hijo de isaí .
los hijos de madián : epha , epher , henoch , abida , y eldaa ; todos estos fueron hijos de cethura .
y los sabios del pueblo darán sabiduría á muchos : y caerán á cuchillo y á fuego , en cautividad y despojo , por días .
rogámoste que pasemos por tu tierra ; no pasaremos por labranza , ni por viña , ni beberemos agua de pozos : por el camino real iremos , sin apartarnos á la diestra ni á la siniestra , hasta que hayamos pasado tu término .
y aun con todo esto , estando ellos en tierra de sus enemigos , yo no los desecharé , ni los abominaré para consumirlos , invalidando mi pacto con ellos : porque yo jehová soy su dios :
y tuvieron guerra con los agarenos , y jethur , y naphis , y nodab .
y los hijos vinieron y poseyeron la tierra , y humillaste delante de ellos á los moradores del país , á los cananeos , los cuales entregaste en su mano , y á sus reyes , y á los pueblos de la tierra , para que hiciesen de ellos á su voluntad .
entonces festo dijo : rey agripa , y todos los varones que estáis aquí juntos con nosotros : veis á éste , por el cual toda la multitud de los judíos me ha demandado en jerusalem y aquí , dando voces que no conviene que viva más ;
empero el primer año de ciro rey de babilonia , el mismo rey ciro dió mandamiento para que esta casa de dios fuese edificada .
viendo pues david que saúl había salido en busca de su alma , estábase él en el bosque en el desierto de ziph .
y como el arca de jehová llegó á la ciudad de david , aconteció que michâl hija de saúl miró desde una ventana , y vió al rey david que saltaba con toda su fuerza delante de jehová : y menosprecióle en su corazón .
al egipcio y al asirio dimos la mano , para saciarnos de pan .
y la guarnición de los filisteos salió al paso de michmas .
yo te he dado los años de su maldad por el número de los días , trescientos y noventa días : y llevarás la maldad de la casa de israel .
y comieron todos , y se hartaron ; y alzaron lo que les sobró , doce cestos de pedazos .
mas él dijo : no estoy loco , excelentísimo festo , sino que hablo palabras de verdad y de templanza .
los que quedaron del cuchillo , pasáronlos á babilonia ; y fueron siervos de él y de sus hijos , hasta que vino el reino de los persas ;
y la palabra del señor era sembrada por toda aquella provincia .
en tu mano están mis tiempos : líbrame de la mano de mis enemigos , y de mis perseguidores .
orad por nosotros : porque confiamos que tenemos buena conciencia , deseando conversar bien en todo .
y díjole zeres su mujer , y todos sus amigos : hagan una horca alta de cincuenta codos , y mañana di al rey que cuelguen á mardochêo en ella ; y entra con el rey al banquete alegre . y plugo la cosa en los ojos de amán , é hizo preparar la horca .
y hallando á un judío llamado aquila , natural del ponto , que hacía poco que había venido de italia , y á priscila su mujer , ( porque claudio había mandado que todos los judíos saliesen de roma ) se vino á ellos ;
solamente las mujeres y los niños , y los animales , y todo lo que hubiere en la ciudad , todos sus despojos , tomarás para ti : y comerás del despojo de tus enemigos , los cuales jehová tu dios te entregó .
y habiéndolos llamado , les decía en parábolas : ¿ cómo puede satanás echar fuera á satanás ?
porque jehová toma contentamiento con su pueblo : hermoseará á los humildes con salud .
¿ quién echó libre al asno montés , y quién soltó sus ataduras ?
y fué su término desde heleph , y allón - saananim , y adami - neceb , y jabneel , hasta lacum ; y sale al jordán ;
y salido jesús , íbase del templo ; y se llegaron sus discípulos , para mostrarle los edificios del templo .
esta es tu suerte , la porción de tus medidas de parte mía , dice jehová ; porque te olvidaste de mí , y confiaste en la mentira .
porque muchos decían falso testimonio contra él ; mas sus testimonios no concertaban .
callad , moradores de la isla , mercader de sidón , que pasando la mar te henchían .
y á la puerta del atrio habrá un pabellón de veinte codos , de cárdeno , y púrpura , y carmesí , y lino torcido , de obra de bordador : sus columnas cuatro , con sus cuatro basas .
ya vosotros sois limpios por la palabra que os he hablado .
confió en dios : líbrele ahora si le quiere : porque ha dicho : soy hijo de dios .
entonces los ancianos de aquella ciudad lo harán venir , y hablarán con él : y si él se levantare , y dijere , no quiero tomarla ,
mas querríamos oir de ti lo que sientes ; porque de esta secta notorio nos es que en todos lugares es contradicha .
en sus pastos se hartaron , hartáronse , y ensoberbecióse su corazón : por esta causa se olvidaron de mí .
y como descendieron á tierra , vieron ascuas puestas , y un pez encima de ellas , y pan .
la gloria de los jóvenes es su fortaleza , y la hermosura de los viejos la vejez .
vino pues su padre á la mujer , y samsón hizo allí banquete ; porque así solían hacer los mancebos .
y te afligió , é hízote tener hambre , y te sustentó con maná , comidaque no conocías tú , ni tus padres la habían conocido ; para hacerte saber que el hombre no vivirá de solo pan , mas de todo lo que sale de la boca de jehová vivirá el hombre .
y tomaste de tus vestidos , é hicístete diversos altos lugares , y fornicaste en ellos : cosa semejante no vendrá , ni será así .
mira , oh dios , escudo nuestro , y pon los ojos en el rostro de tu ungido .
no es injuriosa , no busca lo suyo , no se irrita , no piensa el mal ;
y mosa engendró á bina , hijo del cual fué rapha , hijo del cual fué elasa , cuyo hijo fué asel .
la lepra de naamán se te pegará á ti , y á tu simiente para siempre . y salió de delante de él leproso , blanco como la nieve .
y tomó jethro , suegro de moisés , á séphora la mujer de moisés , después que él la envió ,
y tomó un mozo de los de succoth , y preguntándole , él le dió por escrito los principales de succoth y sus ancianos , setenta y siete varones .
acerca de damasco . confundióse hamath , y arphad , porque oyeron malas nuevas : derritiéronse en aguas de desmayo , no pueden sosegarse .
mas las asechanzas de ellos fueron entendidas de saulo . y ellos guardaban las puertas de día y de noche para matarle .
tú , jehová , los guardarás ; guárdalos para siempre de aquesta generación .
y jehová dijo á moisés : di á aarón tu hermano , que no en todo tiempo entre en el santuario del velo adentro , delante de la cubierta que está sobre el arca , para que no muera : porque yo apareceré en la nube sobre la cubierta .
y llegasteis á mí todos vosotros , y dijisteis : enviemos varones delante de nosotros , que nos reconozcan la tierra y nos traigan de vuelta razón del camino por donde hemos de subir , y de las ciudades adonde hemos de llegar .
y viendo los hijos de ammón que se habían hecho odiosos á david , enviaron los hijos de ammón y tomaron á sueldo á los siros de la casa de rehob , y á los siros de soba , veinte mil hombres de á pie : y del rey de maaca mil hombres , y de is - tob doce mil hombres .
y hecho un azote de cuerdas , echólos á todos del templo , y las ovejas , y los bueyes ; y derramó los dineros de los cambiadores , y trastornó las mesas ;
que hace cesar las guerras hasta los fines de la tierra : que quiebra el arco , corta la lanza , y quema los carros en el fuego .
todo lo consagrado por voto en israel será tuyo .
entonces los de judá alzaron grita ; y así que ellos alzaron grita , dios desbarató á jeroboam y á todo israel delante de abías y de judá :
por lo cual el rey llamó á joiada el principal , y díjole : ¿ por qué no has procurado que los levitas traigan de judá y de jerusalem al tabernáculo del testimonio , la ofrenda que impuso moisés siervo de jehová , y de la congregación de israel ?
vomitarás la parte que tú comiste , y perderás tus suaves palabras .
y respondió su sirviente : ¿ cómo he de poner esto delante de cien hombres ? mas él tornó á decir : da á la gente para que coman , porque así ha dicho jehová : comerán , y sobrará .
y este término os irá rodeando desde el mediodía hasta la subida de acrabbim , y pasará hasta zin ; y sus salidas serán del mediodía á cades - barnea ; y saldrá á hasar - addar , y pasará hasta asmón ;
porque aunque soy basto en la palabra , empero no en la ciencia : mas en todo somos ya del todo manifiestos á vosotros .
la revelación de jesucristo , que dios le dió , para manifestar á sus siervos las cosas que deben suceder presto ; yladeclaró , enviándolapor su ángel á juan su siervo ,
y la cigüeña , y la garza según su especie , y la abubilla , y el murciélago .
mas yo pondré á ariel en apretura , y será desconsolada y triste ; y será á mí como ariel .
en muchas aguas te engolfaron tus remeros : viento solano te quebrantó en medio de los mares .
y david le dijo : ¿ qué ha acontecido ? ruégote que me lo digas . y él respondió : el pueblo huyó de la batalla , y también muchos del pueblo cayeron y son muertos : también saúl y jonathán su hijo murieron .
y les mandarás que digan á sus señores : así ha dicho jehová de los ejércitos , dios de israel : así habéis de decir á vuestros señores :
alcé después mis ojos , y miré y he aquí un varón que tenía en su mano un cordel de medir .
el hombre no se afirmará por medio de la impiedad : mas la raíz de los justos no será movida .
también en tabera , y en massa , y en kibroth - hataavah , enojasteis á jehová .
a más de esto , declaró saphán escriba al rey , diciendo : el sacerdote hilcías me dió un libro . y leyó saphán en él delante del rey .
y agolpóse de nuevo la gente , de modo que ellos ni aun podían comer pan .
cuando yo dijere al impío : de cierto morirás : y tú no le amonestares , ni le hablares , para que el impío sea apercibido de su mal camino , á fin de que viva , el impío morirá por su maldad , mas su sangre demandaré de tu mano .
porque voz de endecha fué oída de sión : ¡ cómo hemos sido destruídos ! en gran manera hemos sido confundidos . ¿ por qué dejamos la tierra ? ¿ por qué nos han echado de sí nuestras moradas ?
y ellos no sabían que los entendía josé , porque había intérprete entre ellos .
yo soy el dios de abraham , y el dios de isaac , y el dios de jacob ? dios no es dios de muertos , sino de vivos .
y aquel día el príncipe sacrificará por sí , y por todo el pueblo de la tierra , un becerro por el pecado .
si como mueren todos los hombres murieren éstos , ó si fueren ellos visitados á la manera de todos los hombres , jehová no me envió .
desde los días de gabaa has pecado , oh israel : allí estuvieron : no los tomó la batalla en gabaa contra los inicuos .
y traedme á vuestro hermano el menor , para que yo sepa que no sois espías , sino hombres de verdad : así os daré á vuestro hermano , y negociaréis en la tierra .
mas barzillai dijo al rey : ¿ cuántos son los días del tiempo de mi vida , para que yo suba con el rey á jerusalem ?
no tentaréis á jehová vuestro dios , como lo tentasteis en massa .
¿ le intimidarás tú como á alguna langosta ? el resoplido de su nariz es formidable :
y estáis ya olvidados de la exhortación que como con hijos habla con vosotros , diciendo : hijo mío , no menosprecies el castigo del señor , ni desmayes cuando eres de él reprendido .
y él le dijo : levántate , y vámonos . mas ella no respondió . entonces la levantó el varón , y echándola sobre su asno , levantóse y fuése á su lugar .
porque no he rehuído de anunciaros todo el consejo de dios .
la ira de jehová soportaré , porque pequé contra él , hasta que juzgue mi causa y haga mi juicio ; él me sacará á luz ; veré su justicia .
y enviaré fuego sobre magog , y sobre los que moran seguramente en las islas ; y sabrán que yo soy jehová .
mas los hijos de israel hicieron lo malo en los ojos de jehová ; y jehová los entregó en las manos de madián por siete años .
mas los siros huyeron delante de israel : é hirió david de los siros la gente de setecientos carros , y cuarenta mil hombres de á caballo : hirió también á sobach general del ejército , y murió allí .
además yo fijaré lugar á mi pueblo israel , yo lo plantaré , para que habite en su lugar , y nunca más sea removido , ni los inicuos le aflijan más , como antes ,
entre mi oración en tu presencia : inclina tu oído á mi clamor .
ephraim se envolvió con los pueblos ; ephraim fué torta no vuelta .
y moisés salió á recibir á su suegro , é inclinóse , y besólo : y preguntáronse el uno al otro cómo estaban , y vinieron á la tienda .
y samuel dijo á saúl : ¿ por qué me has inquietado haciéndome venir ? y saúl respondió : estoy muy congojado ; pues los filisteos pelean contra mí , y dios se ha apartado de mí , y no me responde más , ni por mano de profetas , ni por sueños : por esto te he llamado , para que me declares qué tengo de hacer .
ciertamente los justos alabarán tu nombre ; los rectos morarán en tu presencia .
mas las prudentes respondieron , diciendo : porque no nos falte á nosotras y á vosotras , id antes á los que venden , y comprad para vosotras .
porque de la santa ciudad se nombran , y en el dios de israel confían : su nombre , jehová de los ejércitos .
sube á la cumbre del pisga , y alza tus ojos al occidente , y al aquilón , y al mediodía , y al oriente , y ve por tus ojos : porque no pasarás este jordán .
traerá , pues , al sacerdote por expiación , según tú lo estimes , un carnero sin tacha de los rebaños : y el sacerdote hará expiación por él de su yerro que cometió por ignorancia , y será perdonado .
y zorobabel engendró á abiud : y abiud engendró á eliachîm : y eliachîm engendró á azor :
y aconteció que yendo hablando entre sí , y preguntándose el uno al otro , el mismo jesús se llegó , é iba con ellos juntamente .
vosotros , pues , no procuréis qué hayáis de comer , ó qué hayáis de beber ; ni estéis en ansiosa perplejidad .
y los hijos de joddai : regem , jotham , gesán , pelet , epho , y saaph .
sino que el juicio será vuelto á justicia , y en pos de ella irán todos los rectos de corazón .
el secreto de jehová es para los que le temen ; y á ellos hará conocer su alianza .
antes que vuestras ollas sientan las espinas , así vivos , así airados , los arrebatará él con tempestad .
así tornaré á todo el pueblo á ti : y cuando ellos hubieren vuelto , ( pues aquel hombre es el que tú quieres ) todo el pueblo estará en paz .
y ellos clamaron á jehová , y dijeron : pecamos , que hemos dejado á jehová , y hemos servido á los baales y á astaroth : líbranos pues ahora de la mano de nuestros enemigos , y te serviremos .
no tengas ningún temor de las cosas que has de padecer . he aquí , el diablo ha de enviar algunos de vosotros á la cárcel , para que seáis probados , y tendréis tribulación de diez días . sé fiel hasta la muerte , y yo te daré la corona de la vida .
el corazón de su marido está en ella confiado , y no tendrá necesidad de despojo .
mas á éste , no pudiendo pagar , mandó su señor venderle , y á su mujer é hijos , con todo lo que tenía , y que se le pagase .
y cuando él abrió el cuarto sello , oí la voz del cuarto animal , que decía : ven y ve .
y las gentes , viéndolo , se maravillaron , y glorificaron á dios , que había dado tal potestad á los hombres .
di á los hijos de israel que tomen para mí ofrenda : de todo varón que la diere de su voluntad , de corazón , tomaréis mi ofrenda .
porque para mí el vivir es cristo , y el morir es ganancia .
tomó también david los escudos de oro que llevaban los siervos de adarezer , y trájolos á jerusalem .
en esto conocemos que estamos en él , y él en nosotros , en que nos ha dado de su espíritu .
porque la risa del necio es como el estrépito de las espinas debajo de la olla . y también esto es vanidad .
y dió dios á salomón sabiduría , y prudencia muy grande , y anchura de corazón como la arena que está á la orilla del mar .
y toda la tierra se tornará como llanura desde gabaa hasta rimmón al mediodía de jerusalem : y ésta será enaltecida , y habitarse ha en su lugar desde la puerta de benjamín hasta el lugar de la puerta primera , hasta la puerta de los rincones ; y desde la torre de hananeel hasta los lagares del rey .
de esta manera profetizaban también todos los profetas , diciendo : sube á ramoth de galaad , y sé prosperado ; porque jehová la entregará en mano del rey .
y enojóse saúl en gran manera , y desagradó esta palabra en sus ojos , y dijo : a david dieron diez miles , y á mí miles ; no le falta más que el reino .
y sus casas serán traspasadas á otros , sus heredades y también sus mujeres ; porque extenderé mi mano sobre los moradores de la tierra , dice jehová .
como está escrito en el libro de las palabras del profeta isaías que dice : voz del que clama en el desierto : aparejad el camino del señor , haced derechas sus sendas .
que se han descaminado de la verdad , diciendo que la resurrección es ya hecha , y trastornan la fe de algunos .
carísimos , si nuestro corazón no nos reprende , confianza tenemos en dios ;
mas los que fueren tenidos por dignos de aquel siglo y de la resurrección de los muertos , ni se casan , ni son dados en casamiento :
este será grande , y será llamado hijo del altísimo : y le dará el señor dios el trono de david su padre :
¿ quién es ésta que se muestra como el alba , hermosa como la luna , esclarecida como el sol , imponente como ejércitos en orden ?
y al jebuseo , y al amorrheo , y al gergeseo ,
y los porteros , accub , talmón , y sus hermanos , guardas en las puertas , ciento setenta y dos .
que le hace que su vida aborrezca el pan , y su alma la comida suave .
oh señor , sobre ellos vivirán tus piedades , y á todos diré consistir en ellas la vida de mi espíritu ; pues tú me restablecerás , y me harás que viva .
solícitos á guardar la unidad del espíritu en el vínculo de la paz .
después vino salomón á amath de soba , y la tomó .
y aarón les dijo : apartad los zarcillos de oro que están en las orejas de vuestras mujeres , y de vuestros hijos , y de vuestras hijas , y traédmelos .
conforme á su inmundicia y conforme á sus rebeliones hice con ellos : y de ellos escondí mi rostro .
los cuales están de la otra parte del jordán , tras el camino del occidente en la tierra del cananeo , que habita en la campiña delante de gilgal , junto á los llanos de moreh .
y despertaré sobre ellas un pastor , y él las apacentará ; á mi siervo david : él las apacentará , y él les será por pastor .
y traed el becerro grueso , y matadlo , y comamos , y hagamos fiesta :
y josué dijo á los hijos de israel : llegaos acá , y escuchad las palabras de jehová vuestro dios .
y serán amontonados como se amontonan encarcelados en mazmorra , y en prisión quedarán encerrados , y serán visitados después de muchos días .
porque como el relámpago , relampagueando desde una parte de debajo del cielo , resplandece hasta la otra debajo del cielo , así también será el hijo del hombre en su día .
entonces les dijo : del comedor salió comida , y del fuerte salió dulzura . y ellos no pudieron declararle el enigma en tres días .
el juzgó la causa del afligido y del menesteroso , y entonces estuvo bien . ¿ no es esto conocerme á mí ? dice jehová .
pero á la mañana , cuando el vino había salido de nabal , refirióle su mujer aquestas cosas ; y se le amorteció el corazón , y quedóse como una piedra .
y pasando de allí vió otros dos hermanos , jacobo , hijo de zebedeo , y juan su hermano , en el barco con zebedeo , su padre , que remendaban sus redes ; y los llamó .
los hijos de simeón por sus familias : de nemuel , la familia de los nemuelitas ; de jamín , la familia de los jaminitas ; de jachîn , la familia de los jachînitas ;
los pecados de algunos hombres , antes que vengan ellos á juicio , son manifiestos ; mas á otros les vienen después .
y dijo jehová dios : no es bueno que el hombre esté solo ; haréle ayuda idónea para él .
y josué se levantó de mañana , y los sacerdotes tomaron el arca de jehová .
y como abigail vió á david , apeóse prestamente del asno , y postrándose delante de david sobre su rostro , inclinóse á tierra ;
pues tú nos has guardado de nuestros enemigos , y has avergonzado á los que nos aborrecían .
de esta manera , pues , pecando contra los hermanos , é hiriendo su flaca conciencia , contra cristo pecáis .
mas al extraño no seguirán , antes huirán de él : porque no conocen la voz de los extraños .
respondió jesús , y díjoles : destruid este templo , y en tres días lo levantaré .
y entrando en una aldea , viniéronle al encuentro diez hombres leprosos , los cuales se pararon de lejos ,
mas el que estuviere limpio , y no estuviere de viaje , si dejare de hacer la pascua , la tal persona será cortada de sus pueblos : por cuanto no ofreció á su tiempo la ofrenda de jehová , el tal hombre llevará su pecado .
el que recibiere en mi nombre uno de los tales niños , á mí recibe ; y el que á mí recibe , no recibe á mí , mas al que me envió .
y esto os será por señal : hallaréis al niño envuelto en pañales , echado en un pesebre .
porque yo fuí hijo de mi padre , delicado y único delante de mi madre .
y beth - peor , y asdoth - pisga , y beth - jesimoth ;
tus riquezas , y tus mercaderías , y tu negociación , tus remeros , y tus pilotos , los reparadores de tus hendiduras , y los agentes de tus negocios , y todos tus hombres de guerra que hay en ti , con toda tu compañía que en medio de ti se halla , caerán en medio de los mares el día de tu caída .
entonces ellos rasgaron sus vestidos , y cargó cada uno su asno , y volvieron á la ciudad .
porque al hombre que le agrada , dios le da sabiduría y ciencia y gozo : mas al pecador da trabajo , el que allegue y amontone , para que dé al que agrada á dios . también esto es vanidad y aflicción de espíritu .
y apartaré de ellos mi rostro , y violarán mi lugar secreto ; pues entrarán en él destruidores , y le profanarán .
un señor , una fe , un bautismo ,
porque el ejercicio corporal para poco es provechoso ; mas la piedad para todo aprovecha , pues tiene promesa de esta vida presente , y de la venidera .
por medio de ti sacudiremos á nuestros enemigos : en tu nombre atropellaremos á nuestros adversarios .
a aquel , pues , que es poderoso para guardaros sin caída , y presentaros delante de su gloria irreprensibles , con grande alegría ,
y respondió el rey á absalom : no , hijo mío , no vamos todos , porque no te hagamos costa . y aunque porfió con él , no quiso ir , mas bendíjolo .
resta , hermanos , que os gocéis en el señor . a mí , á la verdad , no es molesto el escribiros las mismas cosas , y para vosotros es seguro .
jephté entonces dijo á los ancianos de galaad : si me volvéis para que pelee contra los hijos de ammón , y jehová los entregare delante de mí , ¿ seré yo vuestra cabeza ?
y edifica altar á jehová tu dios en la cumbre de este peñasco en lugar conveniente ; y tomando el segundo toro , sacrifícalo en holocausto sobre la leña del bosque que habrás cortado .
pues aunque andamos en la carne , no militamos según la carne ,
mas si es de dios , no la podréis deshacer ; no seáis tal vez hallados resistiendo á dios .
y faltó el agua del odre , y echó al muchacho debajo de un árbol ;
solamente la tierra de los sacerdotes no compró , por cuanto los sacerdotes tenían ración de faraón , y ellos comían su ración que faraón les daba : por eso no vendieron su tierra .
y también les alcé yo mi mano en el desierto , que los esparciría entre las gentes , y que los aventaría por las tierras ;
dícenle : de césar . y díceles : pagad pues á césar lo que es de césar , y á dios lo que es de dios .
y como salomón despertó , vió que era sueño : y vino á jerusalem , y presentóse delante del arca del pacto de jehová , y sacrificó holocaustos , é hizo pacíficos ; hizo también banquete á todos sus siervos .
de la misma manera también el segundo , y el tercero , hasta los siete .
ruégote más bien por amor , siendo tal cual soy , pablo viejo , y aun ahora prisionero de jesucristo :
y el capitán de los de la guardia dió cargo de ellos á josé , y él les servía : y estuvieron días en la prisión .
fuése luego samuel á rama , y saúl subió á su casa en gabaa de saúl .
y él les dijo : ¿ qué hombre habrá de vosotros , que tenga una oveja , y si cayere ésta en una fosa en sábado , no le eche mano , y la levante ?
y él le dijo : así ha dicho jehová : por cuanto soltaste de la mano el hombre de mi anatema , tu vida será por la suya , y tu pueblo por el suyo .
porque no os es cosa vana , mas es vuestra vida : y por ellas haréis prolongar los días sobre la tierra , para poseer la cual pasáis el jordán .
me buscaréis , y no me hallaréis ; y donde yo estaré , vosotros no podréis venir .
al músico principal : para jeduthún : salmo de asaph . con mi voz clamé á dios , á dios clamé , y él me escuchará .
y aconteció que ejerciendo zacarías el sacerdocio delante de dios por el orden de su vez ,
no visitaré sobre vuestras hijas cuando fornicaren , ni sobre vuestras nueras cuando adulteraren : porque ellos ofrecen con las rameras , y con las malas mujeres sacrifican : por tanto , el pueblo sin entendimiento caerá .
empero serán consumidos todos los que te consumen ; y todos tus afligidores , todos irán en cautiverio ; y hollados serán los que te hollaron , y á todos los que hicieron presa de ti daré en presa .
donde me tentaron vuestros padres ; me probaron , y vieron mis obras cuarenta años .
estas son las generaciones de los hijos de noé : sem , châm y japhet , á los cuales nacieron hijos después del diluvio .
y aconteció en los días de assuero , ( el assuero que reinó desde la india hasta la etiopía sobre ciento veinte y siete provincias , )
y comenzaron á rogarle que se fuese de los términos de ellos .
extenderse han sus ramos , y será su gloria como la de la oliva , y olerá como el líbano .
y llevóme á la entrada de la puerta de la casa de jehová , que está al aquilón ; y he aquí mujeres que estaban allí sentadas endechando á tammuz .
los hijos de thola : uzzi , rephaías , jeriel , jamai , jibsam y samuel , cabezas en las familias de sus padres . de thola fueron contados por sus linajes en el tiempo de david , veintidós mil seiscientos hombres muy valerosos .
solamente tomamos para nosotros las bestias , y los despojos de las ciudades que habíamos tomado .
y pasó el presente delante de él ; y él durmió aquella noche en el campamento .
pero si cuando su marido lo oyó , le vedó , entonces el voto que ella hizo , y lo que pronunció de sus labios con que ligó su alma , será nulo ; y jehová lo perdonará .
oh esperanza de israel , guardador suyo en el tiempo de la aflicción , ¿ por qué has de ser como peregrino en la tierra , y como caminante que se aparta para tener la noche ?
y dijo saúl á sus criados que estaban en derredor de él : oid ahora , hijos de benjamín : ¿ os dará también á todos vosotros el hijo de isaí tierras y viñas , y os hará á todos tribunos y centuriones ;
y cuando los siete truenos hubieron hablado sus voces , yo iba á escribir , y oí una voz del cielo que me decía : sella las cosas que los siete truenos han hablado , y no las escribas .
y levantándose muy de mañana , aun muy de noche , salió y se fué á un lugar desierto , y allí oraba .
y luego la fuente de su sangre se secó ; y sintió en el cuerpo que estaba sana de aquel azote .
quizá hay cincuenta justos dentro de la ciudad : ¿ destruirás también y no perdonarás al lugar por cincuenta justos que estén dentro de él ?
los que le quedaren , en muerte serán sepultados ; y no llorarán sus viudas .
entonces volvió moisés á jehová , y dijo : ruégote , pues este pueblo ha cometido un gran pecado , porque se hicieron dioses de oro ,
¿ o cuándo te vimos enfermo , ó en la cárcel , y vinimos á ti ?
con la multitud de tus maldades , y con la iniquidad de tu contratación ensuciaste tu santuario : yo pues saqué fuego de en medio de ti , el cual te consumió , y púsete en ceniza sobre la tierra á los ojos de todos los que te miran .
mas el mandamiento del rey pudo más que joab . salió por tanto joab , y fué por todo israel ; y volvió á jerusalem , y dió la cuenta del número del pueblo á david .
vuélvenos , oh jehová , á ti , y nos volveremos : renueva nuestros días como al principio .
y el pueblo que estaba en el campo oyó decir : zimri ha hecho conjuración , y ha muerto al rey . entonces todo israel levantó el mismo día por rey sobre israel á omri , general del ejército , en el campo .
mas el rey de siria había mandado á sus treinta y dos capitanes de los carros , diciendo : no peleéis vosotros ni con grande ni con chico , sino sólo contra el rey de israel .
que si abraham fué justificado por la obras , tiene de qué gloriarse ; mas no para con dios .
los hijos de gazzam , los hijos de uzza , los hijos de phasea ,
y echado fuera el demonio , el mudo habló ; y las gentes se maravillaron , diciendo : nunca ha sido vista cosa semejante en israel .
empero tanto más se extendía su fama : y se juntaban muchas gentes á oir y ser sanadas de sus enfermedades .
diciéndoles : escrito está : mi casa , casa de oración es ; mas vosotros la habéis hecho cueva de ladrones .
no reprendas al escarnecedor , porque no te aborrezca ; corrige al sabio , y te amará .
y eran como cinco mil hombres . entonces dijo á sus discípulos : hacedlos sentar en ranchos , de cincuenta en cincuenta .
samma de harodi , elica de harodi ;
hay asimismo diferencia entre la casada y la doncella : la doncella tiene cuidado de las cosas del señor , para ser santa así en el cuerpo como en el espíritu : mas la casada tiene cuidado de las cosas del mundo , cómo ha de agradar á su marido .
y tomaron ciudades fortalecidas , y tierra pingüe , y heredaron casas llenas de todo bien , cisternas hechas , viñas y olivares , y muchos árboles de comer ; y comieron , y hartáronse , y engrosáronse , y deleitáronse en tu grande bondad .
zanoah , adullam , y en sus aldeas ; en lachîs y sus tierras , azeca y sus aldeas . y habitaron desde beer - seba hasta el valle de hinnom .
y vino , y los halló otra vez durmiendo ; porque los ojos de ellos estaban agravados .
y durmió josaphat con sus padres , y fué sepultado con sus padres en la ciudad de david su padre ; y en su lugar reinó joram su hijo .
y moisés hizo como jehová le había mandado ; que tomó á josué , y le puso delante de eleazar el sacerdote , y de toda la congregación :
estos eran jefes de familias de los levitas por sus linajes , jefes que habitaban en jerusalem .
de todo mal camino contuve mis pies , para guardar tu palabra .
¿ cómo escaparemos nosotros , si tuviéremos en poco una salud tan grande ? la cual , habiendo comenzado á ser publicada por el señor , ha sido confirmada hasta nosotros por los que oyeron ;
todas las cosas andan en trabajo más que el hombre pueda decir : ni los ojos viendo se hartan de ver , ni los oídos se hinchen de oir .
y los hijos de israel se arrepintieron á causa de benjamín su hermano , y dijeron : una tribu es hoy cortada de israel .
por tanto , así dice jehová acerca del rey de asiria : no entrará en esta ciudad , ni echará saeta en ella : no vendrá delante de ella escudo , ni será echado contra ella baluarte .
toda ave limpia comeréis .
porque has guardado la palabra de mi paciencia , yo también te guardaré de la hora de la tentación que ha de venir en todo el mundo , para probar á los que moran en la tierra .
entonces faraón llamó á abram , y le dijo : ¿ qué es esto que has hecho conmigo ? ¿ por qué no me declaraste que era tu mujer ?
y pondrá su mano sobre la cabeza de su ofrenda , y la degollará á la puerta del tabernáculo del testimonio ; y los sacerdotes , hijos de aarón , rociarán su sangre sobre el altar en derredor .
y sus gradas eran de siete peldaños , con sus arcos delante de ellas ; y tenía palmas , una de una parte , y otra de la otra , en sus postes .
( porque la vida fué manifestada , y vimos , y testificamos , y os anunciamos aquella vida eterna , la cual estaba con el padre , y nos ha aparecido ; )
y dijo israel : ¿ por qué me hicisteis tanto mal , declarando al varón que teníais más hermano ?
y entre estos ninguno hubo de los contados por moisés y aarón el sacerdote , los cuales contaron á los hijos de israel en el desierto de sinaí .
y moisés y aarón hicieron como jehová lo mandó ; y alzando la vara hirió las aguas que había en el río , en presencia de faraón y de sus siervos ; y todas las aguas que había en el río se convirtieron en sangre .
y aconteció que derribando uno un árbol , cayósele el hacha en el agua ; y dió voces , diciendo : ¡ ah , señor mío , que era emprestada !
¿ por qué me llamáis , señor , señor , y no hacéis lo que digo ?
y después que acabaron ellos de hacer el holocausto , jehú dijo á los de su guardia y á los capitanes : entrad , y matadlos ; que no escape ninguno . y los hirieron á cuchillo : y dejáronlos tendidos los de la guardia y los capitanes , y fueron hasta la ciudad del templo de baal .
a ti , oh jehová , clamaré : porque fuego consumió los pastos del desierto , y llama abrasó todos los árboles del campo .
y á los que estaban en horma , y á los que estaban en chôrasán , y á los que estaban en athach ;
y salió dina la hija de lea , la cual había ésta parido á jacob , á ver las hijas del país .
y él dijo : dejadlo ; ninguno mueva sus huesos : y así fueron preservados sus huesos , y los huesos del profeta que había venido de samaria .
y huiréis al valle de los montes ; porque el valle de los montes llegará hasta hasal ; y huiréis de la manera que huisteis por causa del terremoto en los días de uzzías , rey de judá : y vendrá jehová mi dios , y con él todos los santos .
los hijos que nacieron á hesrón : jerameel , ram , y chêlubai .
y díjome jehová : conjuración se ha hallado en los varones de judá , y en los moradores de jerusalem .
también el reino de los cielos es semejante al hombre tratante , que busca buenas perlas ;
después vinieron á galaad , y á la tierra baja de absi : y de allí vinieron á dan - jaán y alrededor de sidón .
por tanto dijo á abraham : echa á esta sierva y á su hijo ; que el hijo de esta sierva no ha de heredar con mi hijo , con isaac .
¿ quién pues es el siervo fiel y prudente , al cual puso su señor sobre su familia para que les dé alimento á tiempo ?
y hablaron contra el dios de jerusalem , como contra los dioses de los pueblos de la tierra , obra de manos de hombres .
así también vosotros , hermanos míos , estáis muertos á la ley por el cuerpo de cristo , para que seáis de otro , á saber , del que resucitó de los muertos , á fin de que fructifiquemos á dios .
y tomó como cinco mil hombres , y púsolos en emboscada entre beth - el y hai , á la parte occidental de la ciudad .
partiéndose luego de allí encontróse con jonadab hijo de rechâb ; y después que lo hubo saludado , díjole : ¿ es recto tu corazón , como el mío es recto con el tuyo ? y jonadab dijo : lo es . pues que lo es , dame la mano . y él le dió su mano . hízolo luego subir consigo en el carro .
mas ¿ qué salisteis á ver ? ¿ un profeta ? también os digo , y aun más que profeta .
anduvieron perdidos por el desierto , por la soledad sin camino , no hallando ciudad de población .
saciarélo de larga vida , y mostraréle mi salud .
mas los que fueron esparcidos , iban por todas partes anunciando la palabra .
plantarás viñas y labrarás , mas no beberás vino , ni cogerás uvas ; porque el gusano las comerá .
el necio dobla sus manos y come su carne .
y moisés respondió delante de jehová : he aquí , yo soy incircunciso de labios , ¿ cómo pues me ha de oir faraón ?
si pues la perfección era por el sacerdocio levítico ( porque debajo de él recibió el pueblo la ley ) ¿ qué necesidad había aún de que se levantase otro sacerdote según el orden de melchîsedec , y que no fuese llamado según el orden de aarón ?
y de justicia , por cuanto voy al padre , y no me veréis más ;
bendígate jehová desde sión , y veas el bien de jerusalem todos los días de tu vida .
y dijo : jehová bramará desde sión , y dará su voz desde jerusalem ; y las estancias de los pastores se enlutarán , y secaráse la cumbre del carmelo .
hicístelo enseñorear de las obras de tus manos ; todo lo pusiste debajo de sus pies :
y arregló ezechîas los repartimientos de los sacerdotes y de los levitas conforme á sus órdenes , cada uno según su oficio , los sacerdotes y los levitas para el holocausto y pacíficos , para que ministrasen , para que confesasen y alabasen á las puertas de los reales de jehová .
no juzguéis , y no seréis juzgados : no condenéis , y no seréis condenados : perdonad , y seréis perdonados .
de harim , adna ; de meraioth , helcai ;
porque es maldad é iniquidad , que han de castigar los jueces .
juré , pues , en mi ira : no entrarán en mi reposo .
las palabras de la boca del sabio son gracia ; mas los labios del necio causan su propia ruina .
tenía además de esto salomón cuarenta mil caballos en sus caballerizas para sus carros , y doce mil jinetes .
el ojo que le habrá visto , nunca más le verá ; ni su lugar le echará más de ver .
así que , si estuviese sobre la tierra , ni aun sería sacerdote , habiendo aún los sacerdotes que ofrecen los presentes según la ley ;
dije : ciertamente me temerás , recibirás corrección ; y no será su habitación derruída por todo aquello sobre que los visité . mas ellos se levantaron de mañana , y corrompieron todas sus obras .
seis gradas tenía el trono , y lo alto de él era redondo por el respaldo : y de la una parte y de la otra tenía apoyos cerca del asiento , junto á los cuales estaban colocados dos leones .
asimismo david y los príncipes del ejército apartaron para el ministerio á los hijos de asaph , y de hemán , y de jeduthún , los cuales profetizasen con arpas , salterios , y címbalos : y el número de ellos fué , de hombres idóneos para la obra de su ministerio respectivo :
y dijo el rey á semei : no morirás . y el rey se lo juró .
y al hetheo , y al jebuseo , y al amorrheo , y al gergeseo ;
dos mujeres estarán moliendo juntas : la una será tomada , y la otra dejada .
y el árbol del campo dará su fruto , y la tierra dará su fruto , y estarán sobre su tierra seguramente ; y sabrán que yo soy jehová , cuando quebrare las coyundas de su yugo , y los librare de mano de los que se sirven de ellos .
y aconteció , que estando él junto al lago de genezaret , las gentes se agolpaban sobre él para oir la palabra de dios .
estos comeréis de ellos : la langosta según su especie , y el langostín según su especie , y el aregol según su especie , y el haghab según su especie .
no me entregues á la voluntad de mis enemigos ; porque se han levantado contra mí testigos falsos , y los que respiran crueldad .
respondió jesús : ni éste pecó , ni sus padres : mas para que las obras de dios se manifiesten en él .
y viniendo jesús á las partes de cesarea de filipo , preguntó á sus discípulos , diciendo : ¿ quién dicen los hombres que es el hijo del hombre ?
y estos son los reyes de la tierra que hirió josué con los hijos de israel , de esta parte del jordán al occidente , desde baal - gad en el llano del líbano hasta el monte de halac que sube á seir ; la cual tierra dió josué en posesión á las tribus de israel , conforme á sus repartimientos ;
sus caballos , setecientos treinta y seis ; sus mulos , doscientos cuarenta y cinco ;
multiplicando la leña , encendiendo el fuego , para consumir la carne , y hacer la salsa ; y los huesos serán quemados :
cosas inanimadas son formadas debajo de las aguas , y los habitantes de ellas .
la meterás en tu casa ; y ella raerá su cabeza , y cortará sus uñas ,
saludad á filólogo y á julia , á nereo y á su hermana , y á olimpas , y á todos los santos que están con ellos .
para demandar misericordias del dios del cielo sobre este misterio , y que daniel y sus compañeros no pereciesen con los otros sabios de babilonia .
gentes de las cuales jehová había dicho á los hijos de israel : no entraréis á ellas , ni ellas entrarán á vosotros ; porque ciertamente harán inclinar vuestros corazones tras sus dioses . a éstas pues se juntó salomón con amor .
y aquellos hombres trabajaron por tornar la nave á tierra ; mas no pudieron , porque la mar iba á más , y se embravecía sobre ellos .
recoge de las tierras tus mercaderías , la que moras en lugar fuerte .
y toda la gente de guerra que con él estaba , subió , y acercóse , y llegaron delante de la ciudad , y asentaron el campo á la parte del norte de hai : y el valle estaba entre él y hai .
he aquí que en justicia reinará un rey , y príncipes presidirán en juicio .
por lo que así ha dicho el señor jehová : yo haré subir contra ellas compañías , las entregaré á turbación y á rapiña :
¿ por dónde va el camino á la habitación de la luz , y dónde está el lugar de las tinieblas ?
y azarías hijo de hilcías , hijo de mesullam , hijo de sadoc , hijo de meraioth , hijo de achîtob , príncipe de la casa de dios ;
batirán sus manos sobre él , y desde su lugar le silbarán .
y se hizo saber á jacob , diciendo : he aquí tu hijo josé viene á ti . entonces se esforzó israel , y sentóse sobre la cama ;
y tú levanta endecha sobre los príncipes de israel .
este es el sueño : la declaración de él diremos también en presencia del rey .
de cierto tú dijiste á oídos míos , y yo oí la voz de tus palabras que decían :
y en esto conocemos que somos de la verdad , y tenemos nuestros corazones certificados delante de él .
reinó dios sobre las gentes : asentóse dios sobre su santo trono .
se juntarán , pues , contigo , y tendrán el cargo del tabernáculo del testimonio en todo el servicio del tabernáculo ; ningún extraño se ha de llegar á vosotros .
así temieron á jehová aquellas gentes , y juntamente sirvieron á sus ídolos : y también sus hijos y sus nietos , según que hicieron sus padres , así hacen hasta hoy .
mas gedeón dijo á dios : no se encienda tu ira contra mí , si aun hablare esta vez : solamente probaré ahora otra vez con el vellón . ruégote que la sequedad sea sólo en el vellón , y el rocío sobre la tierra .
y echa fuera el patio que está fuera del templo , y no lo midas , porque es dado á los gentiles ; y hollarán la ciudad santa cuarenta y dos meses .
conviene , pues , que de estos hombres que han estado juntos con nosotros todo el tiempo que el señor jesús entró y salió entre nosotros ,
y ofrecieron en la dedicación de esta casa de dios cien becerros , doscientos carneros , cuatrocientos corderos ; y machos de cabrío en expiación por todo israel , doce , conforme al número de las tribus de israel .
teme á jehová , hijo mío , y al rey ; no te entrometas con los veleidosos :
porque jehová tu dios te introduce en la buena tierra , tierra de arroyos , de aguas , de fuentes , de abismos que brotan por vegas y montes ;
¿ por qué pues no guardaste el juramento de jehová , y el mandamiento que yo te impuse ?
mío es galaad , mío es manasés ; y ephraim es la fortaleza de mi cabeza ; judá es mi legislador ;
que nos salvó y llamó con vocación santa , no conforme á nuestras obras , mas según el intento suyo y gracia , la cual nos es dada en cristo jesús antes de los tiempos de los siglos ,
y le preguntaron los fariseos y los escribas : ¿ por qué tus discípulos no andan conforme á la tradición de los ancianos , sino que comen pan con manos comunes ?
cómo entró en la casa de dios , y tomó los panes de la proposición , y comió , y dió también á los que estaban con él , los cuales no era lícito comer , sino á solos los sacerdotes ?
tuvo también uzzías escuadrones de guerreros , los cuales salían á la guerra en ejército , según que estaban por lista hecha por mano de jehiel escriba y de maasías gobernador , y por mano de hananías , uno de los príncipes del rey .
entonces el pueblo salió , y saquearon el campo de los siros . y fué vendido un seah de flor de harina por un siclo , y dos seah de cebada por un siclo , conforme á la palabra de jehová .
ella , como lo oyó , levántase prestamente y viene á él .
así ha dicho el rey : no os engañe ezechîas , porque no os podrá librar de mi mano .
y hubo contienda entre los pastores del ganado de abram y los pastores del ganado de lot : y el cananeo y el pherezeo habitaban entonces en la tierra .
y por tanto yo he jurado á la casa de eli , que la iniquidad de la casa de eli no será expiada jamás , ni con sacrificios ni con presentes .
los hijos de giddel , los hijos de gaher , los hijos de reaía ;
entonces , vuelto el señor , miró á pedro : y pedro se acordó de la palabra del señor como le había dicho : antes que el gallo cante , me negarás tres veces .
y os será toda visión como palabras de libro sellado , el cual si dieren al que sabe leer , y le dijeren : lee ahora esto ; él dirá : no puedo , porque está sellado .
donde tú murieres , moriré yo , y allí seré sepultada : así me haga jehová , y así me dé , que sólo la muerte hará separación entre mí y ti .
después tomó aquellas cosas moisés de las manos de ellos , é hízolas arder en el altar sobre el holocausto : las consagraciones en olor de suavidad , ofrenda encendida á jehová .
¿ y por qué prevenís el ánimo de los hijos de israel , para que no pasen á la tierra que les ha dado jehová ?
el dios mío envió su ángel , el cual cerró la boca de los leones , para que no me hiciesen mal : porque delante de él se halló en mí justicia : y aun delante de ti , oh rey , yo no he hecho lo que no debiese .
y no dijeron en su corazón : temamos ahora á jehová dios nuestro , que da lluvia temprana y tardía en su tiempo ; los tiempos establecidos de la siega nos guarda .
así ha dicho jehová : de cierto será entregada esta ciudad en mano del ejército del rey de babilonia , y tomarála .
¿ provocaránme ellos á ira , dice jehová , y no más bien obran ellos mismos para confusión de sus rostros ?
mas el dios de toda gracia , que nos ha llamado á su gloria eterna por jesucristo , después que hubiereis un poco de tiempo padecido , él mismo os perfeccione , confirme , corrobore y establezca .
anden ellos errantes para hallar qué comer : y si no se saciaren , murmuren .
y respondiendo pedro , le dijo : aunque todos sean escandalizados en ti , yo nunca seré escandalizado .
porque los brazos de los impíos serán quebrados : mas el que sostiene á los justos es jehová .
porque toda carne es como la hierba , y toda la gloria del hombre como la flor de la hierba : secóse la hierba , y la flor se cayó ;
y olvídase de que los pisará el pie , y que los quebrará bestia del campo .
y que no haga las otras ; antes comiere sobre los montes , ó violare la mujer de su prójimo ,
y levantóse de allí , y vino á samaria ; y llegando él en el camino á una casa de esquileo de pastores ,
entonces ofreció salomón holocaustos á jehová sobre el altar de jehová , que había él edificado delante del pórtico ,
no estarán los insensatos delante de tus ojos : aborreces á todos los que obran iniquidad .
entonces respondió y hablóme , diciendo : esta es palabra de jehová á zorobabel , en que se dice : no con ejército , ni con fuerza , sino con mi espíritu , ha dicho jehová de los ejércitos .
y darles he un corazón , y espíritu nuevo daré en sus entrañas ; y quitaré el corazón de piedra de su carne , y daréles corazón de carne ;
si al norte él obrare , yo no lo veré ; al mediodía se esconderá , y no lo veré .
con mil y doscientos carros , y con sesenta mil hombres de á caballo : mas el pueblo que venía con él de egipto , no tenía número ; á saber , de libios , sukienos , y etiopes .
el que roba á su padre ó á su madre , y dice que no es maldad , compañero es del hombre destruidor .
en cuanto á los que por todas partes me rodean , la maldad de sus propios labios cubrirá su cabeza .
así que , teniendo sustento y con qué cubrirnos , seamos contentos con esto .
y viendo la mujer á samuel , clamó en alta voz , y habló aquella mujer á saúl , diciendo :
y extendió moisés su vara sobre la tierra de egipto , y jehová trajo un viento oriental sobre el país todo aquel día y toda aquella noche ; y á la mañana el viento oriental trajo la langosta :
mas cuando la llama comenzó á subir de la ciudad , una columna de humo , benjamín tornó á mirar atrás ; y he aquí que el fuego de la ciudad subía al cielo .
y cueros rojos de carneros , y cueros de tejones , y madera de sittim ;
porque los campos de hesbón fueron talados , y las vides de sibma ; señores de gentes hollaron sus generosos sarmientos ; habían llegado hasta jazer , y extendídose por el desierto ; extendiéronse sus plantas , pasaron la mar .
acordábame de mis canciones de noche ; meditaba con mi corazón , y mi espíritu inquiría .
bendeciré á jehová que me aconseja : aun en las noches me enseñan mis riñones .
y aquel día yo apartaré la tierra de gosén , en la cual mi pueblo habita , para que ninguna suerte de moscas haya en ella ; á fin de que sepas que yo soy jehová en medio de la tierra .
yo publicaré el decreto : jehová me ha dicho : mi hijo eres tú ; yo te engendré hoy .
diere á usura , y recibiere aumento : ¿ vivirá éste ? no vivirá . todas estas abominaciones hizo ; de cierto morirá ; su sangre será sobre él .
y no dilató el mozo hacer aquello , porque la hija de jacob le había agradado : y él era el más honrado de toda la casa de su padre .
no os volváis á los encantadores y á los adivinos : no los consultéis ensuciándoos con ellos : yo jehová vuestro dios .
y he aquí , yo vengo presto , y mi galardón conmigo , para recompensar á cada uno según fuere su obra .
lo demás de los hechos de amasías , ¿ no está escrito en el libro de las crónicas de los reyes de judá ?
y juntábanse allí todos los rebaños ; y revolvían la piedra de sobre la boca del pozo , y abrevaban las ovejas ; y volvían la piedra sobre la boca del pozo á su lugar .
que tenía domicilio en los sepulcros , y ni aun con cadenas le podía alguien atar ;
y diéronle setenta siclos de plata del templo de baal - berith , con los cuales abimelech alquiló hombres ociosos y vagabundos , que le siguieron .
y toda la multitud de los que estaban presentes á este espectáculo , viendo lo que había acontecido , se volvían hiriendo sus pechos .
y la nube se apartó del tabernáculo : y he aquí que maría era leprosa como la nieve ; y miró aarón á maría , y he aquí que estaba leprosa .
como pasa el torbellino , así el malo no permanece : mas el justo , fundado para siempre .
y si el hombre no quisiere tomar á su cuñada , irá entonces la cuñada suya á la puerta á los ancianos , y dirá : mi cuñado no quiere suscitar nombre en israel á su hermano ; no quiere emparentar conmigo .
en el principio era el verbo , y el verbo era con dios , y el verbo era dios .
mas á los que están juntos en matrimonio , denuncio , no yo , sino el señor : que la mujer no se aparte del marido ;
y viniendo david á saúl , estuvo delante de él : y amólo él mucho , y fué hecho su escudero .
todo lo que en su carne tocare , será santificado ; y si cayere de su sangre sobre el vestido , lavarás aquello sobre que cayere , en el lugar santo .
no faltó palabra de todas la buenas que habló jehová á la casa de israel ; todo se cumplió .
y haced derechos pasos á vuestros pies , porque lo que es cojo no salga fuera de camino , antes sea sanado .
y mi siervo david será rey sobre ellos , y á todos ellos será un pastor : y andarán en mis derechos , y mis ordenanzas guardarán , y las pondrán por obra .
¿ está alguno entre vosotros afligido ? haga oración . ¿ está alguno alegre ? cante salmos .
el era el más aventajado de los tres , y el primero de ellos ; mas no llegó á los tres primeros .
y vi tronos , y se sentaron sobre ellos , y les fué dado juicio ; y vilas almas de los degollados por el testimonio de jesús , y por la palabra de dios , y que no habían adorado la bestia , ni á su imagen , y que no recibieron la señal en sus frentes , ni en sus manos ; y vivieron y reinaron con cristo mil años .
como criado , como extranjero estará contigo ; hasta el año del jubileo te servirá .
fué el señor como enemigo , destruyó á israel ; destruyó todos sus palacios , disipó sus fortalezas : y multiplicó en la hija de judá la tristeza y lamento .
e hizo jacob así , y cumplió la semana de aquélla : y él le dió á rachêl su hija por mujer .
y díjome otra vez jehová : ve , ama una mujer amada de su compañero , aunque adúltera , como el amor de jehová para con los hijos de israel ; los cuales miran á dioses ajenos , y aman frascos de vino .
haste tornado cruel para mí : con la fortaleza de tu mano me amenazas .
sus manzanas y sus brazos eran de lo mismo ; todo era una pieza labrada á martillo , de oro puro .
y entendiéndolo jesús , les dijo : ¿ por qué pensáis dentro de vosotros , hombres de poca fe , que no tomasteis pan ?
dios nuestro , ¿ no echaste tú los moradores de aquesta tierra delante de tu pueblo israel , y la diste á la simiente de abraham tu amigo para siempre ?
¿ dónde estabas cuando yo fundaba la tierra ? házmelo saber , si tienes inteligencia .
he aquí , el señor la empobrecerá , y herirá en la mar su fortaleza , y ella será consumida de fuego .
este será mi pacto , que guardaréis entre mí y vosotros y tu simiente después de ti : será circuncidado todo varón de entre vosotros .
y habló jehová á moisés , diciendo :
bendito tú , oh jehová : enséñame tus estatutos .
¿ quién es el todopoderoso , para que le sirvamos ? ¿ y de qué nos aprovechará que oremos á él ?
y las vacas flacas y feas devoraban á las siete primeras vacas gruesas :
y luego que vino él á jerusalem á recibir al rey , el rey le dijo : mephi - boseth , ¿ por qué no fuiste conmigo ?
obedeced á vuestros pastores , y sujetaos á ellos ; porque ellos velan por vuestras almas , como aquellos que han de dar cuenta ; para que lo hagan con alegría , y no gimiendo ; porque esto no os es útil .
todos ellos príncipes rebeldes , andan con engaño ; son cobre y hierro : todos ellos son corruptores .
por tanto , así ha dicho jehová , en orden á joacim rey de judá : no tendrá quien se siente sobre el trono de david ; y su cuerpo será echado al calor del día y al hielo de la noche .
ahora pues dad orden que cesen aquellos hombres , y no sea esa ciudad edificada , hasta que por mí sea dado mandamiento .
el que sacrificare á dioses , excepto á sólo jehová , será muerto .
y nosotros somos testigos de todas las cosas que hizo en la tierra de judea , y en jerusalem ; al cual mataron colgándole en un madero .
y estas son las palabras de la carta que jeremías profeta envió de jerusalem á los ancianos que habían quedado de los trasportados , y á los sacerdotes y profetas , y á todo el pueblo que nabucodonosor llevó cautivo de jerusalem á babilonia :
temor y temblor vinieron sobre mí , y terror me ha cubierto .
levántate y trilla , hija de sión , porque tu cuerno tornaré de hierro , y tus uñas de metal , y desmenuzarás muchos pueblos ; y consagrarás á jehová sus robos , y sus riquezas al señor de toda la tierra .
mas cuando vino éste tu hijo , que ha consumido tu hacienda con rameras , has matado para él el becerro grueso .
por cuanto les sirvieron delante de sus ídolos , y fueron á la casa de israel por tropezadero de maldad ; por tanto , he alzado mi mano acerca de ellos , dice el señor jehová , que llevarán su iniquidad .
entonces él les dijo : no todos reciben esta palabra , sino aquellos á quienes es dado .
y estaban allí sentados algunos de los escribas , los cuales pensando en sus corazones ,
y jehová dió gracia al pueblo en los ojos de los egipcios . también moisés era muy gran varón en la tierra de egipto , á los ojos de los siervos de faraón , y á los ojos del pueblo .
y predicaba en las sinagogas de ellos en toda galilea , y echaba fuera los demonios .
y los ancianos de la congregación pondrán sus manos sobre la cabeza del becerro delante de jehová ; y en presencia de jehová degollarán aquel becerro .
la tierra tembló ; también destilaron los cielos á la presencia de dios : aquel sinaí tembló delante de dios , del dios de israel .
y él dijo : yo he pecado : mas ruégote que me honres delante de los ancianos de mi pueblo , y delante de israel ; y vuelve conmigo para que adore á jehová tu dios .
y díjome : hijo del hombre , está sobre tus pies , y hablaré contigo .
he aquí ahora behemoth , al cual yo hice contigo ; hierba come como buey .
y él dijo : ¿ para qué has de ir á él hoy ? no es nueva luna , ni sábado . y ella respondió : paz .
y si alguno quisiere redimir algo de sus décimas , añadirá su quinto á ello .
y puso el candelero en el tabernáculo del testimonio , enfrente de la mesa , al lado meridional del pabellón .
¿ quién me ha anticipado , para que yo restituya ? todo lo que hay debajo del cielo es mío .
e hizo lo malo en ojos de jehová : no se apartó de los pecados de jeroboam hijo de nabat , el que hizo pecar á israel .
déjate de la ira , y depón el enojo : no te excites en manera alguna á hacer lo malo .
y dirás á faraón : jehová ha dicho así : israel es mi hijo , mi primogénito .
de manera que , cada uno de nosotros dará á dios razón de sí .
hijo de amasai , hijo de bani , hijo de semer ;
el corazón del sabio hace prudente su boca ; y con sus labios aumenta la doctrina .
y tomaba una teja para rascarse con ella , y estaba sentado en medio de ceniza .
mas barac siguió los carros y el ejército hasta haroseth de las gentes , y todo el ejército de sísara cayó á filo de espada , hasta no quedar ni uno .
porque ni del sabio ni del necio habrá memoria para siempre ; pues en los días venideros ya todo será olvidado , y también morirá el sabio como el necio .
y dijisteis : he aquí , jehová nuestro dios nos ha mostrado su gloria y su grandeza , y hemos oído su voz de en medio del fuego : hoy hemos visto que jehová habla al hombre , y éste vive .
entonces moisés juró , diciendo : si la tierra que holló tu pie no fuere para ti , y para tus hijos en herencia perpetua : por cuanto cumpliste siguiendo á jehová mi dios .
y habló jehová á moisés , después que murieron los dos hijos de aarón , cuando se llegaron delante de jehová , y murieron ;
habló aún jehová á moisés , diciendo :
y del jacinto , y púrpura , y carmesí , hicieron las vestimentas del ministerio para ministrar en el santuario , y asimismo hicieron las vestiduras sagradas para aarón ; como jehová lo había mandado á moisés .
luego pasaron al rey ezechîas , y dijéronle : ya hemos limpiado toda la casa de jehová , el altar del holocausto , y todos sus instrumentos , y la mesa de la proposición con todos sus utensilios .
y aconteció que al cabo de diez días fué palabra de jehová á jeremías .
acuérdate , oh jehová , de los hijos de edom en el día de jerusalem ; quienes decían : arrasadla , arrasadla hasta los cimientos .
y díjome : estas aguas salen á la región del oriente , y descenderán á la llanura , y entrarán en la mar : y entradas en la mar , recibirán sanidad las aguas .
lo cual también hice en jerusalem , y yo encerré en cárceles á muchos de los santos , recibida potestad de los príncipes de los sacerdotes ; y cuando eran matados , yo dí mi voto .
y alzóme el espíritu , y metióme en el atrio de adentro ; y he aquí que la gloria de jehová hinchió la casa .
dice el perezoso : el león está en el camino ; el león está en las calles .
he aquí ha herido la peña , y corrieron aguas , y arroyos salieron ondeando : ¿ podrá también dar pan ? ¿ aparejará carne á su pueblo ?
diciendo en alta voz : temed á dios , y dadle honra ; porque la hora de su juicio es venida ; y adorad á aquel que ha hecho el cielo y la tierra y el mar y las fuentes de las aguas .
su longitud será de un codo , y su anchura de un codo : será cuadrado : y su altura de dos codos : y sus cuernos serán de lo mismo .
por cuanto él extendió su mano contra dios , y se esforzó contra el todopoderoso ,
todo lo que quiso jehová , ha hecho en los cielos y en la tierra , en las mares y en todos los abismos .
¿ quién subió al cielo , y descendió ? ¿ quién encerró los vientos en sus puños ? ¿ quién ató las aguas en un paño ? ¿ quién afirmó todos los términos de la tierra ? ¿ cuál es su nombre , y el nombre de su hijo , si sabes ?
así ha dicho jehová : si no permaneciere mi concierto con el día y la noche , si yo no he puesto las leyes del cielo y la tierra ,
para presentársela gloriosa para sí , una iglesia que no tuviese mancha ni arruga , ni cosa semejante ; sino que fuese santa y sin mancha .
despide relámpagos , y disípalos ; envía tus saetas , y contúrbalos .
y aconteció que como josué y los hijos de israel hubieron acabado de herirlos con mortandad muy grande , hasta destruirlos , los que quedaron de ellos se metieron en las ciudades fuertes .
y todas las niñas entre las mujeres , que no hayan conocido ayuntamiento de varón , os reservaréis vivas .
ahora pues , hijos , oidme , y no os apartéis de las razones de mi boca .
david deseó entonces , y dijo : ¡ quién me diera á beber de las aguas del pozo de beth - lehem , que está á la puerta !
mas ahora traedme un tañedor . y mientras el tañedor tocaba , la mano de jehová fué sobre eliseo .
porque la mujer que está sujeta á marido , mientras el marido vive está obligada á la ley ; mas muerto el marido , libre es de la ley del marido .
pero los levitas no fueron contados entre ellos según la tribu de sus padres .
y nathán se volvió á su casa . y jehová hirió al niño que la mujer de uría había parido á david , y enfermó gravemente .
entonces david tomó también mujeres en jerusalem y aun engendró david hijos é hijas .
porque se levantarán falsos cristos y falsos profetas , y darán señales y prodigios , para engañar , si se pudiese hacer , aun á los escogidos .
el señor se reirá de él ; porque ve que viene su día .
entonces el rey de israel dijo : tomad á michêas , y volvedlo á amón gobernador de la ciudad , y á joas hijo del rey .
¿ qué es del sabio ? ¿ qué del escriba ? ¿ qué del escudriñador de este siglo ? ¿ no ha enloquecido dios la sabiduría del mundo ?
los hijos de merari : mahali , libni su hijo , simi su hijo , uzza su hijo ,
porque ¿ qué me va á mí en juzgar á los que están fuera ? ¿ no juzgáis vosotros á los que están dentro ?
volviéndose luego , huyeron hacia el desierto , á la peña de rimmón , y de ellos rebuscaron cinco mil hombres en los caminos : fueron aún acosándolos hasta gidom , y mataron de ellos dos mil hombres .
entonces cantarán los árboles de los bosques delante de jehová , porque viene á juzgar la tierra .
he aquí que sus embajadores darán voces afuera ; los mensajeros de paz llorarán amargamente .
y en diciendo esto , les mostró las manos y los pies .
y un mar , y doce bueyes debajo del mar ;
de la manera que hoy se ha hecho , mandó hacer jehová para expiaros .
y aconteció que el día siguiente dijo moisés al pueblo : vosotros habéis cometido un gran pecado : mas yo subiré ahora á jehová ; quizá le aplacaré acerca de vuestro pecado .
y volvió á enviar el tercer capitán de cincuenta con sus cincuenta : y subiendo aquel tercer capitán de cincuenta , hincóse de rodillas delante de elías , y rogóle , diciendo : varón de dios , ruégote que sea de valor delante de tus ojos mi vida , y la vida de estos tus cincuenta siervos .
y respondió amán al rey : al varón cuya honra desea el rey ,
y toda vestimenta , ó toda piel sobre la cual hubiere el derramamiento del semen , lavaráse con agua , y será inmunda hasta la tarde .
¿ quién como tú , jehová , entre los dioses ? ¿ quién como tú , magnífico en santidad , terrible en loores , hacedor de maravillas ?
y arrojarte he de tu lugar , y de tu puesto te empujaré .
al músico principal : salmo para los hijos de coré . oid esto , pueblos todos ; escuchad , habitadores todos del mundo :
todos tus príncipes juntos huyeron del arco , fueron atados : todos los que en ti se hallaron , fueron atados juntamente , aunque lejos se habían huído .
mas á causa de las fornicaciones , cada uno tenga su mujer , y cada una tenga su marido .
y guarden todas las alhajas del tabernáculo del testimonio , y lo encargado á ellos de los hijos de israel , y ministren en el servicio del tabernáculo .
y volvió al varón de dios , él y toda su compañía , y púsose delante de él , y dijo : he aquí ahora conozco que no hay dios en toda la tierra , sino en israel . ruégote que recibas algún presente de tu siervo .
sale el sol , recógense , y échanse en sus cuevas .
y dijo david á saúl : ¿ por qué oyes las palabras de los que dicen : mira que david procura tu mal ?
y moisés los envió á la guerra : mil de cada tribu envió : y phinees , hijo de eleazar sacerdote , fuéá la guerra con los santos instrumentos , con las trompetas en su mano para tocar .
entonces una mujer llamada lidia , que vendía púrpura en la ciudad de tiatira , temerosa de dios , estaba oyendo ; el corazón de la cual abrió el señor para que estuviese atenta á lo que pablo decía .
el hermano que es de baja suerte , gloríese en su alteza :
he aquí vienen días , dice jehová , en que yo confirmaré la palabra buena que he hablado á la casa de israel y á la casa de judá .
y moisés puso las varas delante de jehová en el tabernáculo del testimonio .
y quitóse el rey su anillo que había vuelto á tomar de amán , y diólo á mardochêo . y esther puso á mardochêo sobre la casa de amán .
quita de sobre mí tu plaga ; de la guerra de tu mano soy consumido .
entonces los judíos dijeron entre sí : ¿ a dónde se ha de ir éste que no le hallemos ? ¿ se ha de ir á los esparcidos entre los griegos , y á enseñar á los griegos ?
mucho me he gozado , porque he hallado de tus hijos , que andan en verdad , como nosotros hemos recibido el mandamiento del padre .
y cuando sacrificareis sacrificio de hacimiento de gracias á jehová , de vuestra voluntad lo sacrificaréis .
y joiada engendró á jonathán , y jonathán engendró á jaddua .
y jephté respondió á los ancianos de galaad : ¿ no me habéis vosotros aborrecido , y me echasteis de la casa de mi padre ? ¿ por qué pues venís ahora á mí cuando estáis en aflicción ?
porque los gentiles que no tienen ley , naturalmente haciendo lo que es de la ley , los tales , aunque no tengan ley , ellos son ley á sí mismos :
el camino de los impíos es como la oscuridad : no saben en qué tropiezan .
y los ojos de ellos fueron abiertos . y jesús les encargó rigurosamente , diciendo : mirad que nadie lo sepa .
y los levitas pondrán sus manos sobre las cabezas de los novillos : y ofrecerás el uno por expiación , y el otro en holocausto á jehová , para expiar los levitas .
no absolutamente con los fornicarios de este mundo , ó con los avaros , ó con los ladrones , ó con los idólatras ; pues en tal caso os sería menester salir del mundo .
pues que tú los apartaste para ti por tu heredad de todos los pueblos de la tierra , como lo dijiste por mano de moisés tu siervo , cuando sacaste á nuestros padres de egipto , oh señor jehová .
y de esta manera la harás : de trescientos codos la longitud del arca , de cincuenta codos su anchura , y de treinta codos su altura .
y respondió haggeo y dijo : así es este pueblo , y esta gente , delante de mí , dice jehová ; y asimismo toda obra de sus manos ; y todo lo que aquí ofrecen es inmundo .
y vinieron los hijos de gad y los hijos de rubén , y hablaron á moisés , y á eleazar el sacerdote , y á los príncipes de la congregación , diciendo :
y respondió achâz : no pediré , y no tentaré á jehová .
así dice jehová dios de israel : yo hice pacto con vuestros padres el día que los saqué de tierra de egipto , de casa de siervos , diciendo :
y como los capitanes de los carros vieron á josaphat , dijeron : ciertamente éste es el rey de israel ; y viniéronse á él para pelear con él ; mas el rey josaphat dió voces .
y si su ofrenda para holocausto fuere de ovejas , de los corderos , ó de las cabras , macho sin defecto lo ofrecerá .
empero si su marido callare á ello de día en día , entonces confirmó todos sus votos , y todas las obligaciones que están sobre ella : confirmólas , por cuanto calló á ello el día que lo oyó .
no sea que bebiendo olviden la ley , y perviertan el derecho de todos los hijos afligidos .
espera en jehová , y guarda su camino , y él te ensalzará para heredar la tierra : cuando serán talados los pecadores , lo verás .
no habrá allí león , ni bestia fiera subirá por él , ni allí se hallará , para que caminen los redimidos .
y mirándolos jesús , les dijo : para con los hombres imposible es esto ; mas para con dios todo es posible .
y si tu ojo te fuere ocasión de caer , sácalo : mejor te es entrar al reino de dios con un ojo , que teniendo dos ojos ser echado á la gehenna ;
y recayeron , sean otra vez renovados para arrepentimiento , crucificando de nuevo para sí mismos al hijo de dios , y exponiéndole á vituperio .
y á obal , y á abimael , y á seba ,
que todos vosotros habéis conspirado contra mí , y no hay quien me descubra al oído como mi hijo ha hecho alianza con el hijo de isaí , ni alguno de vosotros que se duela de mí , y me descubra como mi hijo ha levantado á mi siervo contra mí , para que me aceche , según hace hoy día ?
porque los sacerdotes y los levitas se habían purificado á una ; todos fueron limpios : y sacrificaron la pascua por todos los de la transmigración , y por sus hermanos los sacerdotes , y por sí mismos .
jehová dios de israel , no hay dios semejante á ti en el cielo ni en la tierra , que guardas el pacto y la misericordia á tus siervos que caminan delante de ti de todo su corazón ;
pues tus testimonios son mis deleites , y mis consejeros .
sobre todo negocio de fraude , sobre buey , sobre asno , sobre oveja , sobre vestido , sobre toda cosa perdida , cuando uno dijere : esto es mío , la causa de ambos vendrá delante de los jueces ; y el que los jueces condenaren , pagará el doble á su prójimo .
y acreció el varón muy mucho , y tuvo muchas ovejas , y siervas y siervos , y camellos y asnos .
de los hijos de coath , uriel el principal , y sus hermanos , ciento y veinte ;
así entrará en el reino el rey del mediodía , y volverá á su tierra .
y david siguió el alcance con cuatrocientos hombres ; porque se quedaron atrás doscientos , que cansados no pudieron pasar el torrente de besor .
y su hueste , con los contados de ellos , cincuenta y tres mil y cuatrocientos .
esta es la ley del holocausto , del presente , de la expiación por el pecado , y de la culpa , y de las consagraciones , y del sacrificio de las paces :
mas la batalla había arreciado aquel día , y el rey estuvo en su carro delante de los siros , y á la tarde murió : y la sangre de la herida corría por el seno del carro .
por tanto , velad , acordándoos que por tres años de noche y de día , no he cesado de amonestar con lágrimas á cada uno .
yo seré para ella , dice jehová , muro de fuego en derredor , y seré por gloria en medio de ella .
y de la que padece su costumbre , y acerca del que tuviere flujo , sea varón ó hembra , y del hombre que durmiere con mujer inmunda .
porque ezechîas rey de judá había dado á la multitud mil novillos y siete mil ovejas ; y también los príncipes dieron al pueblo mil novillos y diez mil ovejas : y muchos sacerdotes se santificaron .
y viendo esto , todos murmuraban , diciendo que había entrado á posar con un hombre pecador .
y como se cumplieron los días de la purificación de ella , conforme á la ley de moisés , le trajeron á jerusalem para presentarle al señor ,
cuando ephraim hablaba , hubo temor ; fué ensalzado en israel ; mas pecó en baal , y murió .
maridos , amad á vuestras mujeres , y no seáis desapacibles con ellas .
hay quien todo el día codicia : mas el justo da , y no desperdicia .
en medio de aquella ciudad había una torre fuerte , á la cual se retiraron todos los hombres y mujeres , y todos los señores de la ciudad ; y cerrando tras sí las puertas , subiéronse al piso alto de la torre .
y hablaron por señas á su padre , cómo le quería llamar .
y jehová dijo á moisés : faraón no os oirá , para que mis maravillas se multipliquen en la tierra de egipto .
y saliendo ellos , he aquí , le trajeron un hombre mudo , endemoniado .
después se manifestó jesús otra vez á sus discípulos en la mar de tiberias ; y manifestóse de esta manera .
y le llevan al lugar de gólgotha , que declarado quiere decir : lugar de la calavera .
y seráles como adivinación mentirosa en sus ojos , por estar juramentados con juramento á ellos : mas él trae á la memoria la maldad , para prenderlos .
y echaban fuera muchos demonios , y ungían con aceite á muchos enfermos , y sanaban .
tenías los párpados de mis ojos : estaba yo quebrantado , y no hablaba .
así que , testimonio dais á vosotros mismos , que sois hijos de aquellos que mataron á los profetas .
mas ¿ qué le dice la divina respuesta ? he dejado para mí siete mil hombres , que no han doblado la rodilla delante de baal .
mi tienda es destruída , y todas mis cuerdas están rotas : mis hijos fueron sacados de mí , y perecieron : no hay ya más quien extienda mi tienda , ni quien levante mis cortinas .
y el rey david envió á sadoc y á abiathar sacerdotes , diciendo : hablad á los ancianos de judá y decidles : ¿ por qué seréis vosotros los postreros en volver el rey á su casa , ya que la palabra de todo israel ha venido al rey de volverle á su casa ?
toda cama en que se acostare el que tuviere flujo , será inmunda ; y toda cosa sobre que se sentare , inmunda será .
y cuando llegaron á la era de nachôn , uzza extendió la mano al arca de dios , y túvola ; porque los bueyes daban sacudidas .
el hombre deslenguado no será firme en la tierra : el mal cazará al hombre injusto para derribarle .
porque dios no es dios de disensión , sino de paz ; como en todas las iglesias de los santos .
y los jueces inquirirán bien , y si pareciere ser aquél testigo falso , que testificó falsamente contra su hermano ,
y estará sobre aarón cuando ministrare ; y oiráse su sonido cuando él entrare en el santuario delante de jehová y cuando saliere , porque no muera .
y aconteció , que á la media noche se estremeció aquel hombre , y palpó : y he aquí , la mujer que estaba acostada á sus pies .
entonces dícele pilato : ¿ a mí no me hablas ? ¿ no sabes que tengo potestad para crucificarte , y que tengo potestad para soltarte ?
y desciende aqueste término al cabo del monte que está delante del valle del hijo de hinnom , que está en la campiña de los gigantes hacia el norte : desciende luego al valle de hinnom , al lado del jebuseo al mediodía , y de allí desciende á la fuente de rogel :
y el hijo de la mujer israelita pronunció el nombre , y maldijo : entonces le llevaron á moisés . y su madre se llamaba selomith , hija de dribi , de la tribu de dan .
y preguntáronle , y dijéronle : ¿ por qué pues bautizas , si tú no eres el cristo , ni elías , ni el profeta ?
mi mano será firme con él , mi brazo también lo fortificará .
y libra de la espada al pobre , de la boca de los impíos , y de la mano violenta ;
y bendijo jehová la postrimería de job más que su principio ; porque tuvo catorce mil ovejas , y seis mil camellos , y mil yuntas de bueyes , y mil asnas .
y conoceremos , y proseguiremos en conocer á jehová : como el alba está aparejada su salida , y vendrá á nosotros como la lluvia , como la lluvia tardía y temprana á la tierra .
¡ ay señor ! ¿ qué diré , ya que israel ha vuelto las espaldas delante de sus enemigos ?
y el otro dijo : he comprado cinco yuntas de bueyes , y voy á probarlos ; ruégote que me des por excusado .
y con esto concuerdan las palabras de los profetas , como está escrito :
no por obras , para que nadie se gloríe .
entonces saulo , que también es pablo , lleno del espíritu santo , poniendo en él los ojos ,
el séptimo día , estando el corazón del rey alegre del vino , mandó á mehumán , y á biztha , y á harbona , y á bigtha , y á abagtha , y á zetar , y á carcas , siete eunucos que servían delante del rey assuero ,
y dirás al bosque del mediodía : oye palabra de jehová : así ha dicho el señor jehová : he aquí que yo enciendo en ti fuego , el cual consumirá en ti todo árbol verde , y todo árbol seco : no se apagará la llama del fuego ; y serán quemados en ella todos rostros , desde el mediodía hasta el norte .
e isaías les respondió : así diréis á vuestro señor : así ha dicho jehová ; no temas por las palabras que has oído , con las cuales me han blasfemado los siervos del rey de asiria .
a cada uno de todos ellos dió mudas de vestidos , y á benjamín dió trescientas piezas de plata , y cinco mudas de vestidos .
ni dirán : helo aquí , ó helo allí : porque he aquí el reino de dios entre vosotros está .
clamaron á ti , y fueron librados : esperaron en ti , y no se avergonzaron .
dió también el sacerdote joiada á los centuriones las lanzas , paveses y escudos que habían sido del rey david , que estaban en la casa de dios ;
mataron entonces á phorsandatha , y á dalphón , y á asphatha ,
he aquí , heredad de jehová son los hijos : cosa de estima el fruto del vientre .
entonces llamó él á giezi , y díjole : llama á esta sunamita . y él la llamó . y entrando ella , él le dijo : toma tu hijo .
y cubriólo de oro puro , su mesa y sus paredes alrededor , y sus cuernos : é hízole una corona de oro alrededor .
nadie se engañe á sí mismo : si alguno entre vosotros parece ser sabio en este siglo , hágase simple , para ser sabio .
todas las personas que vinieron con jacob á egipto , procedentes de sus lomos , sin las mujeres de los hijos de jacob , todas las personas fueron sesenta y seis .
y cualquiera que entrare en aquella casa todos los días que la mandó cerrar , será inmundo hasta la tarde .
y la lengua es un fuego , un mundo de maldad . así la lengua está puesta entre nuestros miembros , la cual contamina todo el cuerpo , é inflama la rueda de la creación , y es inflamada del infierno .
pues ahora , zorobabel , esfuérzate , dice jehová ; esfuérzate también josué , hijo de josadac , gran sacerdote ; y cobra ánimo , pueblo todo de la tierra , dice jehová , y obrad : porque yo soy con vosotros , dice jehová de los ejércitos .
donde los sueños son en multitud , también lo son las vanidades y muchas las palabras ; mas tú teme á dios .
y aconteció que , apretándole ella cada día con sus palabras é importunándole , su alma fué reducida á mortal angustia .
porque se llegó á jehová , y no se apartó de él , sino que guardó los mandamientos que jehová prescribió á moisés .
porque el pueblo fué contado , y no hubo allí varón de los moradores de jabes - galaad .
paróse un fantasma delante de mis ojos , cuyo rostro yo no conocí , y quedo , oí que decía :
añade : y nunca más me acordaré de sus pecados é iniquidades .
y los rucios salieron , y se afanaron por ir á recorrer la tierra . y dijo : id , recorred la tierra . y recorrieron la tierra .
y jacob dijo á rachêl como él era hermano de su padre , y como era hijo de rebeca : y ella corrió , y dió las nuevas á su padre .
todos declinaron , juntamente se han corrompido : no hay quien haga bien , no hay ni siquiera uno .
tu presencia supliqué de todo corazón : ten misericordia de mí según tu palabra .
y joas rey de israel prendió en beth - semes á amasías rey de judá , hijo de joas hijo de joachâz , y llevólo á jerusalem : y derribó el muro de jerusalem desde la puerta de ephraim hasta la puerta del ángulo , cuatrocientos codos .
entonces , levantándose todos los de israel de su lugar , pusiéronse en orden en baal - tamar : y también las emboscadas de israel salieron de su lugar , del prado de gabaa .
y él tomó viandas de delante de sí para ellos ; mas la porción de benjamín era cinco veces como cualquiera de las de ellos . y bebieron , y alegráronse con él .
y jehová dijo á moisés : también haré esto que has dicho , por cuanto has hallado gracia en mis ojos , y te he conocido por tu nombre .
y te alegrarás delante de jehová tu dios , tú , y tu hijo , y tu hija , y tu siervo , y tu sierva , y el levita que estuviere en tus ciudades , y el extranjero , y el huérfano , y la viuda , que estuvieren en medio de ti , en el lugar que jehová tu dios hubiere escogido para hacer habitar allí su nombre .
gastan sus días en bien , y en un momento descienden á la sepultura .
mas el pueblo no se convirtió al que lo hería , ni buscaron á jehová de los ejércitos .
he aquí yo traigo mal sobre ti , y barreré tu posteridad , y talaré de achâb todo meante á la pared , al guardado y al desamparado en israel :
y los ancianos de aquella ciudad traerán la becerra á un valle áspero , que nunca haya sido arado ni sembrado , y cortarán el pescuezo á la becerra allí en el valle .
la tierna y la delicada entre vosotros , que nunca la planta de su pie probó á sentar sobre la tierra , de ternura y delicadeza , su ojo será maligno para con el marido de su seno , y para con su hijo , y para con su hija ,
porque vuestras manos están contaminadas de sangre , y vuestros dedos de iniquidad ; vuestros labios pronuncian mentira , habla maldad vuestra lengua .
tau . acérquese mi clamor delante de ti , oh jehová : dame entendimiento conforme á tu palabra .
y como la abrió , vió al niño ; y he aquí que el niño lloraba . y teniendo compasión de él , dijo : de los niños de los hebreos es éste .
y sepultaron á abner en hebrón : y alzando el rey su voz , lloró junto al sepulcro de abner ; y lloró también todo el pueblo .
y gimas en tus postrimerías , cuando se consumiere tu carne y tu cuerpo ,
porque el hijo de dios , jesucristo , que por nosotros ha sido entre vosotros predicado , por mí y silvano y timoteo , no ha sido sí y no ; mas ha sido sí en él .
el corazón del entendido adquiere sabiduría ; y el oído de los sabios busca la ciencia .
yo quisiera detenerle conmigo , para que en lugar de ti me sirviese en las prisiones del evangelio ;
¿ y tú buscas para ti grandezas ? no busques ; porque he aquí que yo traigo mal sobre toda carne , ha dicho jehová , y á ti te daré tu vida por despojo en todos los lugares adonde fueres .
y amó isaac á esaú , porque comía de su caza ; mas rebeca amaba á jacob .
como prodigio he sido á muchos ; y tú mi refugio fuerte .
descendió á la casa del rey , á la cámara del secretario , y he aquí que todos los príncipes estaban allí sentados , á saber : elisama secretario , y delaías hijo de semeías , y elnathán hijo de achbor , y gemarías hijo de saphán , y sedechîas hijo de ananías , y todos los príncipes .
y he aquí una mujer enferma de flujo de sangre doce años había , llegándose por detrás , tocó la franja de su vestido :
porque jehová de los ejércitos los bendecirá , diciendo : bendito el pueblo mío egipto , y el asirio obra de mis manos , é israel mi heredad .
y fué con él , y le seguía gran compañía , y le apretaban .
a los cuales dieron chîriath - arba , del padre de anac , la cual es hebrón , en el monte de judá , con sus ejidos en sus contornos .
por lo cual asimismo padezco esto : mas no me avergüenzo ; porque yo sé á quien he creído , y estoy cierto que es poderoso para guardar mi depósito para aquel día .
y como la gente fué echada fuera , entró , y tomóla de la mano , y se levantó la muchacha .
asimismo reedificó á beth - oron la de arriba , y á beth - oron la de abajo , ciudades fortificadas , de muros , puertas , y barras ;
yo también procederé con vosotros en oposición , y os heriré aun siete veces por vuestros pecados :
y respondió abram al rey de sodoma : he alzado mi mano á jehová dios alto , poseedor de los cielos y de la tierra ,
entonces dijo el sumo sacerdote hilcías á saphán escriba : el libro de la ley he hallado en la casa de jehová . e hilcías dió el libro á saphán , y leyólo .
y los que de vosotros escaparen , se acordarán de mí entre las gentes entre las cuales serán cautivos : porque yo me quebranté á causa de su corazón fornicario , que se apartó de mí , y á causa de sus ojos , que fornicaron tras sus ídolos : y se avergonzarán de sí mismos , á causa de los males que hicieron en todas sus abominaciones .
después de esto abrió job su boca , y maldijo su día .
y perdónanos nuestras deudas , como también nosotros perdonamos á nuestros deudores .
entonces israel su padre les respondió : pues que así es , hacedlo ; tomad de lo mejor de la tierra en vuestros vasos , y llevad á aquel varón un presente , un poco de bálsamo , y un poco de miel , aromas y mirra , nueces y almendras .
el cuidado congojoso en el corazón del hombre , lo abate ; mas la buena palabra lo alegra .
por tanto es por la fe , para que sea por gracia ; para que la promesa sea firme á toda simiente , no solamente al que es de la ley , mas también al que es de la fe de abraham , el cual es padre de todos nosotros ,
y cuando ofrecéis el animal ciego para sacrificar , ¿ no es malo ? asimismo cuando ofrecéis el cojo ó el enfermo , ¿ no es malo ? preséntalo pues á tu príncipe : ¿ acaso se agradará de ti , ó le serás acepto ? dice jehová de los ejércitos .
e hizo en las tablas de las molduras , y en las cintas , entalladuras de querubines , y de leones , y de palmas , con proporción en el espacio de cada una , y alrededor otros adornos .
y eran bautizados de él en el jordán , confesando sus pecados .
dadme de entre vosotros , de vuestras tribus , varones sabios y entendidos y expertos , para que yo los ponga por vuestros jefes .
guióme y llevóme en tinieblas , mas no en luz .
mira pues , si la lumbre que en ti hay , es tinieblas .
y dijeron á mardochêo las palabras de esther .
querría cierto estar ahora con vosotros , y mudar mi voz ; porque estoy perplejo en cuanto á vosotros .
y josué mandó á los oficiales del pueblo , diciendo :
cuando yo era niño , hablaba como niño , pensaba como niño , juzgaba como niño ; mas cuando ya fuí hombre hecho , dejé lo que era de niño .
y aconteció que , hablándole cada día de esta manera , y no escuchándolos él , denunciáronlo á amán , por ver si las palabras de mardochêo se mantendrían ; porque ya él les había declarado que era judío .
y venido á nosotros , tomó el cinto de pablo , y atándose los pies y las manos , dijo : esto dice el espíritu santo : así atarán los judíos en jerusalem al varón cuyo es este cinto , y le entregarán en manos de los gentiles .
el hombre malo lisonjea á su prójimo , y le hace andar por el camino no bueno :
ephraim , según veo , es semejante á tiro , asentada en lugar delicioso : mas ephraim sacará sus hijos al matador .
yo os conjuro , oh doncellas de jerusalem , si hallareis á mi amado , que le hagáis saber como de amor estoy enferma .
y si el buey de alguno hiriere al buey de su prójimo , y éste muriere , entonces venderán el buey vivo , y partirán el dinero de él , y también partirán el muerto .
y fué dios con el muchacho ; y creció , y habitó en el desierto , y fué tirador de arco .
enojóse asimismo con furor contra sus tres amigos , porque no hallaban qué responder , aunque habían condenado á job .
y como vieron todos los hijos de israel descender el fuego y la gloria de jehová sobre la casa , cayeron en tierra sobre sus rostros en el pavimento , y adoraron , confesando á jehováy diciendo : que es bueno , que su misericordia es para siempre .
porque , ¿ qué es toda carne , para que oiga la voz del dios viviente que habla de en medio del fuego , como nosotros la oímos , y viva ?
en lugar de tus padres serán tus hijos , á quienes harás príncipes en toda la tierra .
ninguna cosa comeréis de él cruda , ni cocida en agua , sino asada al fuego ; su cabeza con sus pies y sus intestinos .
y se quedaron allí mucho tiempo con los discípulos .
mas respondiendo él , dijo : de cierto os digo , queno os conozco .
hijo del hombre , pon tu rostro contra faraón rey de egipto , y profetiza contra él y contra todo egipto .
mas ahora , habiendo conocido á dios , ó más bien , siendo conocidos de dios , ¿ cómo os volvéis de nuevo á los flacos y pobres rudimentos , en los cuales queréis volver á servir ?
y á baalath , y á todas las villas de munición que salomón tenía ; también todas las ciudades de los carros y las de la gente de á caballo ; y todo lo que salomón quiso edificar en jerusalem , y en el líbano , y en toda la tierra de su señorío .
estos son los que hablaron á faraón rey de egipto , para sacar de egipto á los hijos de israel . moisés y aarón fueron estos .
el de grande ira llevará la pena : y si usa de violencias , añadirá nuevos males .
alargó su mano al pobre , y extendió sus manos al menesteroso .
de este tal me gloriaré , mas de mí mismo nada me gloriaré , sino en mis flaquezas .
el avisado ve el mal , y escóndese : mas los simples pasan , y reciben el daño .
y tú , hijo del hombre , así ha dicho el señor jehová á la tierra de israel : el fin , el fin viene sobre los cuatro cantones de la tierra .
porque ¿ cómo podré yo ver el mal que alcanzará á mi pueblo ? ¿ cómo podré yo ver la destrucción de mi nación ?
y como llegaron á tierra los barcos , dejándolo todo , le siguieron .
si oyeren , y le sirvieren , acabarán sus días en bien , y sus años en deleites .
así que jehová el dios de israel echó los amorrheos delante de su pueblo israel : ¿ y lo has de poseer tú ?
y llegarme he á vosotros á juicio ; y seré pronto testigo contra los hechiceros y adúlteros ; y contra los que juran mentira , y los que detienen el salario del jornalero , de la viuda , y del huérfano , y los que hacen agravio al extranjero , no teniendo temor de mí , dice jehová de los ejércitos .
selmo de hahoh , maharai de netophath ;
no hay cosa mejor para el hombre sino que coma y beba , y que su alma vea el bien de su trabajo . también tengo yo visto que esto es de la mano de dios .
porque cerca está el día , cerca está el día del señor ; día de nublado , día de las gentes será .
pero la que vive en delicias , viviendo está muerta .
y santificaré el tabernáculo del testimonio y el altar : santificaré asimismo á aarón y á sus hijos , para que sean mis sacerdotes .
¿ y por qué nosotros peligramos á toda hora ?
porque ¿ quién sabe cuál es el bien del hombre en la vida , todos los días de la vida de su vanidad , los cuales él pasa como sombra ? porque ¿ quién enseñará al hombre qué será después de él debajo del sol ?
e hicieron conspiración contra él en jerusalem , y él huyó á lachîs ; mas enviaron tras él á lachîs , y allá lo mataron .
ve á casa de los rechâbitas , y habla con ellos , é introdúcelos en la casa de jehová , en una de las cámaras , y dales á beber vino .
tú serás sobre mi casa , y por tu dicho se gobernará todo mi pueblo : solamente en el trono seré yo mayor que tú .
y si ellos hubieran estado en mi secreto , también hubieran hecho oir mis palabras á mi pueblo ; y les hubieran hecho volver de su mal camino , y de la maldad de sus obras .
estos fueron los hijos de aholibama , mujer de esaú , hija de ana , que fué hija de zibeón : ella parió á esaú á jeús , jaalam , y cora .
el que cree en el hijo de dios , tiene el testimonio en sí mismo : el que no cree á dios , le ha hecho mentiroso ; porque no ha creído en el testimonio que dios ha testificado de su hijo .
animales del campo , no temáis ; porque los pastos del desierto reverdecerán , porque los árboles llevarán su fruto , la higuera y la vid darán sus frutos .
y en el día de vuestra alegría , y en vuestras solemnidades , y en los principios de vuestros meses , tocaréis las trompetas sobre vuestros holocaustos , y sobre los sacrificios de vuestras paces , y os serán por memoria delante de vuestro dios : yo jehová vuestro dios .
entonces toda la multitud calló , y oyeron á bernabé y á pablo , que contaban cuán grandes maravillas y señales dios había hecho por ellos entre los gentiles .
después tomó los centuriones , y capitanes , y los de la guardia , y á todo el pueblo de la tierra , y llevaron al rey desde la casa de jehová , y vinieron por el camino de la puerta de los de la guardia á la casa del rey ; y sentóse el rey sobre el trono de los reyes .
dad á jehová la gloria debida á su nombre : humillaos á jehová en el glorioso santuario .
y muere en el monte al cual subes , y sé reunido á tus pueblos ; al modo que murió aarón tu hermano en el monte de hor , y fué reunido á sus pueblos :
entonces faraón llamó á moisés y á aarón , y díjoles : andad , sacrificad á vuestro dios en la tierra .
y el nombre de la estrella se dice ajenjo . y la tercera parte de las aguas fué vuelta en ajenjo : y muchos hombres murieron por las aguas , porque fueron hechas amargas .
y nunca más tuvo jeroboam poderío en los días de abías : é hirióle jehová , y murió .
en los días de éste se rebeló la idumea , para no estar bajo el poder de judá , y pusieron rey sobre sí .
esto empero te confieso , que conforme á aquel camino que llaman herejía , así sirvo al dios de mis padres , creyendo todas las cosas que en la ley y en los profetas están escritas ;
alabad , gentes , á su pueblo , porque él vengará la sangre de sus siervos , y volverá la venganza á sus enemigos , y expiará su tierra , á su pueblo .
y que también tomo por mi mujer á ruth moabita , mujer de mahalón , para suscitar el nombre del difunto sobre su heredad , para que el nombre del muerto no se borre de entre sus hermanos y de la puerta de su lugar . vosotros sois hoy testigos .
será pues , cuando hubieres pasado el jordán , que levantaréis estas piedras que yo os mando hoy , en el monte de ebal , y las revocarás con cal :
asimismo tomó todo el oro y plata , y todos los vasos que se hallaron en la casa de dios en casa de obed - edom , y los tesoros de la casa del rey , y los hijos de los príncipes , y volvióse á samaria .
pues ni tampoco el cuerpo es un miembro , sino muchos .
y oyendo ellos estas cosas , prosiguió jesús y dijo una parábola , por cuanto estaba cerca de jerusalem , y porque pensaban que luego había de ser manifestado el reino de dios .
y alzando él sus ojos vió á benjamín su hermano , hijo de su madre , y dijo : ¿ es éste vuestro hermano menor , de quien me hablasteis ? y dijo : dios tenga misericordia de ti , hijo mío .
¿ no has sabido , no has oído que el dios del siglo es jehová , el cual crió los términos de la tierra ? no se trabaja , ni se fatiga con cansancio , y su entendimiento no hay quien lo alcance .
y david consultó á jehová , diciendo : ¿ seguiré esta tropa ? ¿ podréla alcanzar ? y él le dijo : síguela , que de cierto la alcanzarás , y sin falta librarás la presa .
los hijos de bani , seiscientos cuarenta y dos ;
el cual será restaurador de tu alma , y el que sustentará tu vejez ; pues que tu nuera , la cual te ama y te vale más que siete hijos , le ha parido .
y el pueblo creyó : y oyendo que jehová había visitado los hijos de israel , y que había visto su aflicción , inclináronse y adoraron .
¿ comenzamos otra vez á alabarnos á nosotros mismos ? ¿ ó tenemos necesidad , como algunos , de letras de recomendación para vosotros , ó de recomendación de vosotros ?
y dió la tierra de ellos en heredad , porque para siempre es su misericordia ;
porque todas las gentes han bebido del vino del furor de su fornicación ; y los reyes de la tierra han fornicado con ella , y los mercaderes de la tierra se han enriquecido de la potencia de sus deleites .
y mi espíritu se alegró en dios mi salvador .
tronará dios maravillosamente con su voz ; él hace grandes cosas , que nosotros no entendemos .
los ministriles respondieron : nunca ha hablado hombre así como este hombre .
el camino del necio es derecho en su opinión : mas el que obedece al consejo es sabio .
de la boca de los chiquitos y de los que maman , fundaste la fortaleza , á causa de tus enemigos , para hacer cesar al enemigo , y al que se venga .
entonces benaía hijo de joiada respondió al rey , y dijo : amén . así lo diga jehová , dios de mi señor el rey .
porque he aquí , los que se alejan de ti perecerán : tú cortarás á todo aquel que fornicando , de ti se aparta .
y él me volvió á decir : yo te ruego que te pongas sobre mí , y me mates , porque me toman angustias , y toda mi alma está aún en mí .
y cuatro bestias grandes , diferentes la una de la otra , subían de la mar .
condenados sean á muerte , desciendan vivos al infierno : porque maldades hay en su compañía , entre ellos .
mas él se apartaba á los desiertos , y oraba .
y bethuel engendró á rebeca . estos ocho parió milca á nachôr , hermano de abraham .
entonces jesús mirándolos , dice : para los hombres es imposible ; mas para dios , no ; porque todas las cosas son posibles para dios .
y mandóles , diciendo : esto es lo que habéis de hacer : la tercera parte de vosotros , los que entrarán el sábado , tendrán la guardia de la casa del rey ;
mas él porfió con ellos mucho , y se vinieron con él , y entraron en su casa ; é hízoles banquete , y coció panes sin levadura , y comieron .
diles : yo soy vuestra señal : como yo hice , así les harán á ellos : al pasar á otro país irán en cautiverio .
entonces samsón les dijo : ¿ así lo habíais de hacer ? mas yo me vengaré de vosotros , y después cesaré .
y curan el quebrantamiento de la hija de mi pueblo con liviandad , diciendo , paz , paz ; y no hay paz .
así que hagamos fiesta , no en la vieja levadura , ni en la levadura de malicia y de maldad , sino en ázimos de sinceridad y de verdad .
subieron los montes , descendieron los valles , al lugar que tú les fundaste .
y el hombre , cuando de él saliere derramamiento de semen , lavará en aguas toda su carne , y será inmundo hasta la tarde .
mas él salido , comenzó á publicarlo mucho , y á divulgar el hecho , de manera que ya jesús no podía entrar manifiestamente en la ciudad , sino que estaba fuera en los lugares desiertos ; y venían á él de todas partes .
los cuales venidos , oraron por ellos , para que recibiesen el espíritu santo ;
por lo cual eres inexcusable , oh hombre , cualquiera que juzgas : porque en lo que juzgas á otro , te condenas á ti mismo ; porque lo mismo haces , tú que juzgas .
salíase de jerusalem jeremías para irse á tierra de benjamín , para apartarse de allí en medio del pueblo .
y él estaba en la popa , durmiendo sobre un cabezal , y le despertaron , y le dicen : ¿ maestro , no tienes cuidado que perecemos ?
y jehová me lo hizo saber , y conocílo : entonces me hiciste ver sus obras .
¿ quién de vosotros me redarguye de pecado ? pues si digo verdad , ¿ por qué vosotros no me creéis ?
¿ no habéis sabido lo que yo y mis padres hemos hecho á todos los pueblos de la tierra ? ¿ pudieron los dioses de las gentes de las tierras librar su tierra de mi mano ?
y fué á mí palabra de jehová , diciendo :
y aparecióse jehová en el tabernáculo , en la columna de nube ; y la columna de nube se puso sobre la puerta del tabernáculo .
entonces jehová dijo á abraham : ¿ por qué se ha reído sara diciendo : será cierto que he de parir siendo ya vieja ?
y ellos respondieron : de buena gana los daremos . y tendiendo una ropa de vestir , echó allí cada uno los zarcillos de su despojo .
subió dios con júbilo , jehová con sonido de trompeta .
así ha dicho el señor jehová : ningún hijo de extranjero , incircunciso de corazón é incircunciso de carne , entrará en mi santuario , de todos los hijos de extranjeros que están entre los hijos de israel .
y lo que viste de los pies y los dedos , en parte de barro cocido de alfarero , y en parte de hierro , el reino será dividido ; mas habrá en él algo de fortaleza de hierro , según que viste el hierro mezclado con el tiesto de barro .
y moisés dijo al pueblo : tened memoria de aqueste día , en el cual habéis salido de egipto , de la casa de servidumbre ; pues jehová os ha sacado de aquí con mano fuerte : por tanto , no comeréis leudado .
la circuncisión nada es , y la incircuncisión nada es ; sino la observancia de las mandamientos de dios .
no hay conmigo sino escarnecedores , en cuya acrimonia se detienen mis ojos .
he aquí , llamarás á gente que no conociste , y gentes que no te conocieron correrán á ti ; por causa de jehová tu dios , y del santo de israel que te ha honrado .
y saulo , respirando aún amenazas y muerte contra los discípulos del señor , vino al príncipe de los sacerdotes ,
si fuere hallado con el hurto en la mano , sea buey ó asno ú oveja vivos , pagará el duplo .
porque así ha dicho jehová , dios de israel , acerca de las casas de esta ciudad , y de las casas de los reyes de judá , derribadas con arietes y con hachas :
habéis además dicho : ¡ oh qué trabajo ! y lo desechasteis , dice jehová de los ejércitos ; y trajisteis lo hurtado , ó cojo , ó enfermo , y presentasteis ofrenda . ¿ seráme acepto eso de vuestra mano ? dice jehová .
y cualquiera que diere á uno de estos pequeñitos un vaso de agua fría solamente , en nombre de discípulo , de cierto os digo , que no perderá su recompensa .
y dijo : oh jehová , ruégote te acuerdes ahora que he andado delante de ti en verdad y con íntegro corazón , y que he hecho lo que ha sido agradable delante de tus ojos . y lloró ezechîas con gran lloro .
por lo cual , asimismo oramos siempre por vosotros , que nuestro dios os tenga por dignos de su vocación , é hincha de bondad todo buen intento , y toda obra de fe con potencia ,
y llamó al hambre sobre la tierra , y quebrantó todo mantenimiento de pan .
y dijo á los que estaban presentes : quitadle la mina , y dadla al que tiene las diez minas .
haste hermoseado más que los hijos de los hombres ; la gracia se derramó en tus labios : por tanto dios te ha bendecido para siempre .
bendice , alma mía , á jehová . jehová , dios mío , mucho te has engrandecido ; haste vestido de gloria y de magnificencia .
no tomarás para ti mujer , ni tendrás hijos ni hijas en este lugar .
abigail engendró á amasa , cuyo padre fué jether ismaelita .
extendiste tu diestra ; la tierra los tragó .
y los hijos de rubén , primogénito de israel , por sus generaciones , por sus familias , por las casas de sus padres , conforme á la cuenta de los nombres por sus cabezas , todos los varones de veinte años arriba , todos los que podían salir á la guerra ;
y cuando hubieron sacado estos reyes á josué , llamó josué á todos los varones de israel , y dijo á los principales de la gente de guerra que habían venido con él : llegad y poned vuestros pies sobre los pescuezos de aquestos reyes . y ellos se llegaron , y pusieron sus pies sobre los pescuezos de ellos .
y era moisés de edad de ciento y veinte años cuando murió : sus ojos nunca se oscurecieron , ni perdió su vigor .
a la mano derecha se levantaron los jóvenes ; empujaron mis pies , y sentaron contra mí las vías de su ruina .
y echaréis los moradores de la tierra , y habitaréis en ella ; porque yo os la he dado para que la poseáis .
y les dijo : id también vosotros á mi viña , y os daré lo que fuere justo . y ellos fueron .
has amado toda suerte de palabras perniciosas , engañosa lengua .
este era el animal que vi debajo del dios de israel en el río de chebar ; y conocí que eran querubines .
tomó pues el capitán de la guardia á jeremías , y díjole : jehová tu dios habló este mal contra este lugar ;
entonces david fué , y tomó los huesos de saúl y los huesos de jonathán su hijo , de los hombres de jabes de galaad , que los habían hurtado de la plaza de beth - san , donde los habían colgado los filisteos , cuando deshicieron los filisteos á saúl en gilboa :
y para sacrificio de paces , dos bueyes , cinco carneros , cinco machos de cabrío , cinco corderos de un año . esta fué la ofrenda de elisama , hijo de ammiud .
luego que fué dado aviso á david , juntó á todo israel , y pasando el jordán vino á ellos , y ordenó contra ellos su ejército . y como david hubo ordenado su tropa contra ellos , pelearon con él los siros .
y el que jurare por el templo , jura por él , y por aquél que habita en él ;
y edificó allí david un altar á jehová , en el que ofreció holocaustos y sacrificios pacíficos , é invocó á jehová , el cual le respondió por fuego de los cielos en el altar del holocausto .
la desnudez de tu padre , ó la desnudez de tu madre , no descubrirás : tu madre es , no descubrirás su desnudez .
por cuanto ellos os afligieron á vosotros con sus ardides , con que os han engañado en el negocio de peor , y en el negocio de cozbi , hija del príncipe de madián , su hermana , la cual fué muerta el día de la mortandad por causa de peor .
y entendiéndolo jesús , les dijo : ¿ por qué dais pena á esta mujer ? pues ha hecho conmigo buena obra .
y dijo isaí á david su hijo : toma ahora para tus hermanos un epha de este grano tostado , y estos diez panes , y llévalo presto al campamento á tus hermanos .
y amasías hijo de joas rey de judá , vivió después de la muerte de joas hijo de joachâz rey de israel , quince años .
pues sedechîas rey de judá lo había preso , diciendo : ¿ por qué profetizas tú diciendo : así ha dicho jehová : he aquí yo entrego esta ciudad en mano del rey de babilonia , y tomarála ;
y habló jehová á moisés en los campos de moab junto al jordán de jericó , diciendo :
así que , levantado por la diestra de dios , y recibiendo del padre la promesa del espíritu santo , ha derramado esto que vosotros veis y oís .
para que por ellas probara yo á israel , si guardarían ellos el camino de jehová andando por él , como sus padres lo guardaron , ó no .
y nunca más se levantó profeta en israel como moisés , á quien haya conocido jehová cara á cara ;
así que , habiendo venido ellos juntos acá , sin ninguna dilación , al día siguiente , sentado en el tribunal , mandé traer al hombre ;
en aquel tiempo merodach - baladán , hijo de baladán , rey de babilonia , envió cartas y presentes á ezechîas ; porque había oído que había estado enfermo , y que había convalecido .
hijo de suph , hijo de elcana , hijo mahath , hijo de amasai ;
empero como hombres moriréis , y caeréis como cualquiera de los tiranos .
tú estableciste todos los términos de la tierra : el verano y el invierno tú los formaste .
y alguno de vosotros les dice : id en paz , calentaos y hartaos ; pero no les diereis las cosas que son necesarias para el cuerpo : ¿ qué aprovechará ?
tú dices : he aquí he herido á edom ; y tu corazón se enaltece para gloriarte : ahora estáte en tu casa ; ¿ para qué te entrometes en mal , para caer tú y judá contigo ?
de tablas lo harás , hueco : de la manera que te fué mostrado en el monte , así lo harás .
que dice al profundo : sécate , y tus ríos haré secar ;
ponme como un sello sobre tu corazón , como una marca sobre tu brazo : porque fuerte es como la muerte el amor ; duro como el sepulcro el celo : sus brasas , brasas de fuego , fuerte llama .
y el rey se sentó en su silla , como solía , en el asiento junto á la pared , y jonathán se levantó , y sentóse abner al lado de saúl , y el lugar de david estaba vacío .
entonces el varón de dios , enojado con él , le dijo : a herir cinco ó seis veces , herirías á siria , hasta no quedar ninguno : empero ahora tres veces herirás á siria .
jehová , él es nuestro dios ; sus juicios en toda la tierra .
y metió el arca en el tabernáculo , y puso el velo de la tienda , y cubrió el arca del testimonio ; como jehová había mandado á moisés .
escucha , oh jehová , mi oración , y está atento á la voz de mis ruegos .
oidme , los que conocéis justicia , pueblo en cuyo corazón está mi ley . no temáis afrenta de hombre , ni desmayéis por sus denuestos .
y llegado el mes séptimo , y yalos hijos de israel en las ciudades , juntóse el pueblo como un solo hombre en jerusalem .
asimismo dió oro por peso para las mesas de la proposición , para cada mesa : del mismo modo plata para las mesas de plata :
déjame , y tomaré fuerzas , antes que vaya y perezca .
y esthón engendró á beth - rapha , á phasea , y á tehinna , padre de la ciudad de naas : estos son los varones de rechâ .
y harás presentar los levitas delante de aarón , y delante de sus hijos , y los ofrecerás en ofrenda á jehová .
responde por tu siervo para bien : no me hagan violencia los soberbios .
y su nombre será llamado en israel : la casa del descalzado .
alzaré asimismo mis manos á tus mandamientos , que amé ; y meditaré en tus estatutos .
para que ninguna carne se jacte en su presencia .
además inquiere tú de entre todo el pueblo varones de virtud , temerosos de dios , varones de verdad , que aborrezcan la avaricia ; y constituirás á éstos sobre ellos caporales sobre mil , sobre ciento , sobre cincuenta y sobre diez .
y levantóse abraham de delante de su muerto , y habló á los hijos de heth , diciendo :
después fuí á las partes de siria y de cilicia ;
y semeías escriba , hijo de nathanael , de los levitas , escribiólos delante del rey y de los príncipes , y delante de sadoc el sacerdote , y de ahimelech hijo de abiathar , y de los príncipes de las familias de los sacerdotes y levitas : y adscribían una familia á eleazar , y á ithamar otra .
cuando veo tus cielos , obra de tus dedos , la luna y las estrellas que tú formaste :
y endureció jehová el corazón de faraón rey de egipto , y siguió á los hijos de israel ; pero los hijos de israel habían salido con mano poderosa .
y yo afligido y dolorido , tu salud , oh dios , me defenderá .
toma luego la alcuza de aceite , y derrámala sobre su cabeza , y di : así dijo jehová : yo te he ungido por rey sobre israel . y abriendo la puerta , echa á huir , y no esperes .
y había jehová dios plantado un huerto en edén al oriente , y puso allí al hombre que había formado .
como diamante , más fuerte que pedernal he hecho tu frente ; no los temas , ni tengas miedo delante de ellos , porque es casa rebelde .
conforme á la costumbre del sacerdocio , salió en suerte á poner el incienso , entrando en el templo del señor .
y ellos le respondieron : encontramos un varón que nos dijo : id , y volveos al rey que os envió , y decidle : así ha dicho jehová : ¿ no hay dios en israel , que tú envías á consultar á baal - zebub dios de ecrón ? por tanto , del lecho en que subiste no descenderás , antes morirás de cierto .
y cuatrocientas granadas para las dos redes , dos órdenes de granadas en cada red , para cubrir los dos vasos redondos que estaban sobre las cabezas de las columnas ;
y te acordarás que fuiste siervo en la tierra de egipto , y que jehová tu dios te rescató : por tanto yo te mando esto hoy .
mas el sacerdote joiada mandó á los centuriones que gobernaban el ejército , y díjoles : sacadla fuera del recinto del templo , y al que la siguiere , matadlo á cuchillo . ( porque el sacerdote dijo que no la matasen en el templo de jehová . )
sed sin ofensa á judíos , y á gentiles , y á la iglesia de dios :
¿ extendiste tú con él los cielos , firmes como un espejo sólido ?
aquellos hombres entonces , como vieron la señal que jesús había hecho , decían : este verdaderamente es el profeta que había de venir al mundo .
la palabra de jehová que fué á él en los días de josías hijo de amón , rey de judá , en el año décimotercio de su reinado .
así he estado veinte años en tu casa : catorce años te serví por tus dos hijas , y seis años por tu ganado ; y has mudado mi salario diez veces .
tanto de mejor testamento es hecho fiador jesús .
bueno es al hombre , si llevare el yugo desde su mocedad .
y como llegaron al lugar que se llama gólgotha , que es dicho , el lugar de la calavera ,
y los filisteos subieron y pusieron campo en judá , y tendiéronse por lehi .
en tus mandamientos meditaré , consideraré tus caminos .
saldrá su espíritu , tornaráse en su tierra : en aquel día perecerán sus pensamientos .
¿ por qué no comisteis la expiación en el lugar santo ? porque es muy santa , y dióla él á vosotros para llevar la iniquidad de la congregación , para que sean reconciliados delante de jehová .
y la casa estaba llena de hombres y mujeres : y todos los príncipes de los filisteos estaban allí ; y en el alto piso había como tres mil hombres y mujeres , que estaban mirando el escarnio de samsón .
porque á la subida de luhith con lloro subirá el que llora ; porque á la bajada de horonaim los enemigos oyeron clamor de quebranto .
si estorbé el contento de los pobres , é hice desfallecer los ojos de la viuda ;
raedura y abominación nos tornaste en medio de los pueblos .
ramo fructífero josé , ramo fructífero junto á fuente , cuyos vástagos se extienden sobre el muro .
temerte han mientras duren el sol y la luna , por generación de generaciones .
empero david había ido y vuelto de con saúl , para apacentar las ovejas de su padre en beth - lehem .
tus cuerdas se aflojaron ; no afirmaron su mástil , ni entesaron la vela : repartiráse entonces presa de muchos despojos : los cojos arrebatarán presa .
por eso ensanchó su interior el sepulcro , y sin medida extendió su boca ; y allá descenderá la gloria de ellos , y su multitud , y su fausto , y el que en él se holgaba .
pondré pues á samaria en majanos de heredad , en tierra de viñas ; y derramaré sus piedras por el valle , y descubriré sus fundamentos .
formó , pues , jehová dios al hombre del polvo de la tierra , y alentó en su nariz soplo de vida ; y fué el hombre en alma viviente .
sacrificio y presente no te agrada ; has abierto mis oídos ; holocausto y expiación no has demandado .
pero si hiciere lo malo delante de mis ojos , no oyendo mi voz , arrepentiréme del bien que había determinado hacerle .
el negocio también me era á mí oculto ; mas mi oído ha percibido algo de ello .
empero hágase todo decentemente y con orden .
y conoceréis la verdad , y la verdad os libertará .
y la primera suerte salió por joiarib , la segunda por jedaía ;
¿ ignoráis , hermanos , ( porque hablo con los que saben la ley ) que la ley se enseñorea del hombre entre tanto que vive ?
y de la tribu de los hijos de aser , el príncipe ahiud hijo de selomi .
todo aquel que cree que jesús es el cristo , es nacido de dios : y cualquiera que ama al que ha engendrado , ama también al que es nacido de él .
esperad aún ahora , y mirad esta gran cosa que jehová hará delante de vuestros ojos .
el que guarda la ley es hijo prudente : mas el que es compañero de glotones , avergüenza á su padre .
tus dos pechos , como dos cabritos mellizos de gama .
porque vuestra obediencia ha venido á ser notoria á todos ; así que me gozo de vosotros ; mas quiero que seáis sabios en el bien , y simples en el mal .
y el principal de la casa de la cárcel entregó en mano de josé todos los presos que había en aquella prisión ; todo lo que hacían allí , él lo hacía .
¿ nunca has oído que mucho tiempo ha yo lo hice , y de días antiguos lo he formado ? y ahora lo he hecho venir , y fué para desolación de ciudades fuertes en montones de ruinas .
hijo de michâel , hijo de baasías , hijo de malchîas ;
y fué á mí palabra de jehová , diciendo :
y quebraron la estatua de baal , y derribaron la casa de baal , é hiciéronla necesaria , hasta hoy .
apacienta tu pueblo con tu cayado , el rebaño de tu heredad , que mora solo en la montaña , en medio del carmelo : pazcan en basán y galaad , como en el tiempo pasado .
hizo pues lo malo en ojos de jehová , como la casa de achâb ; porque después de la muerte de su padre , ellos le aconsejaron para su perdición .
no impongas de ligero las manos á ninguno , ni comuniques en pecados ajenos : consérvate en limpieza .
entonces oramos á nuestro dios , y por causa de ellos pusimos guarda contra ellos de día y de noche .
¿ qué provecho tiene el hombre de todo su trabajo con que se afana debajo del sol ?
y daniel habló , y dijo : sea bendito el nombre de dios de siglo hasta siglo : porque suya es la sabiduría y la fortaleza :
¿ el que los guió por la diestra de moisés con el brazo de su gloria ; el que rompió las aguas delante de ellos , haciéndose así nombre perpetuo ?
y esto es lo que les harás para consagrarlos , para que sean mis sacerdotes : toma un becerro de la vacada , y dos carneros sin tacha ;
y á ellos dijo : ¿ por qué estáis así amedrentados ? ¿ cómo no tenéis fe ?
entonces comenzó á reconvenir á las ciudades en las cuales habían sido hechas muy muchas de sus maravillas , porque no se habían arrepentido , diciendo :
¿ no estarán allí contigo sadoc y abiathar sacerdotes ? por tanto , todo lo que oyeres en la casa del rey , darás aviso de ello á sadoc y á abiathar sacerdotes .
hirió pues josué toda la región de las montañas , y del mediodía , y de los llanos , y de las cuestas , y á todos sus reyes , sin quedar nada ; todo lo que tenía vida mató , al modo que jehová dios de israel lo había mandado .
y en gabaón habitaron abiga - baón , la mujer del cual se llamó maachâ :
inquirid en el libro de jehová , y leed si faltó alguno de ellos : ninguno faltó con su compañera ; porque su boca mandó , y reuniólos su mismo espíritu .
enamoróse de ellos en viéndolos , y envióles mensajeros á la tierra de los caldeos .
y le dijo el señor : quita los zapatos de tus pies , porque el lugar en que estás es tierra santa .
por esta causa doblo mis rodillas al padre de nuestro señor jesucristo ,
en cabañas habitaréis siete días : todo natural de israel habitará en cabañas ;
el príncipe de los sacerdotes , ananías , mandó entonces á los que estaban delante de él , que le hiriesen en la boca .
he aquí que para contiendas y debates ayunáis , y para herir con el puño inicuamente ; no ayunéis como hoy , para que vuestra voz sea oída en lo alto .
multiplicaste asimismo tu fornicación en la tierra de canaán y de los caldeos : ni tampoco con esto te hartaste .
hacían también traer cebada y paja para los caballos y para las bestias de carga , al lugar donde él estaba , cada uno conforme al cargo que tenía .
por delante de la puerta del norte su longitud era de cien codos , y la anchura de cincuenta codos .
todos ellos arden como un horno , y devoraron á sus jueces : cayeron todos sus reyes : no hay entre ellos quien á mí clame .
ellos entonces , dejando luego las redes , le siguieron .
no me seas tú por espanto : esperanza mía eres tú en el día malo .
empero á cada uno de nosotros es dada la gracia conforme á la medida del don de cristo .
y david salió á ellos , y hablóles diciendo : si habéis venido á mí para paz y para ayudarme , mi corazón será unido con vosotros ; mas si para engañarme en pro de mis enemigos , siendo mis manos sin iniquidad , véalo el dios de nuestros padres , y demándelo .
hizo también el rey salomón doscientos paveses de oro extendido : seiscientos siclos de oro gastó en cada pavés .
así harás el séptimo del mes por los errados y engañados ; y expiarás la casa .
eliel , y obed , y jaasiel de mesobia .
y mandó josé al mayordomo de su casa , diciendo : hinche los costales de aquestos varones de alimentos , cuanto pudieren llevar , y pon el dinero de cada uno en la boca de su costal :
asimismo acerca de los diez cuernos que tenía en su cabeza , y del otro que había subido , de delante del cual habían caído tres : y este mismo cuerno tenía ojos , y boca que hablaba grandezas , y su parecer mayor que el de sus compañeros .
levantemos nuestros corazones con las manos á dios en los cielos .
y respondió el centurión , y dijo : señor , no soy digno de que entres debajo de mi techado ; mas solamente di la palabra , y mi mozo sanará .
por eso los padres comerán á los hijos en medio de ti , y los hijos comerán á sus padres ; y haré en ti juicios , y esparciré á todos vientos todo tu residuo .
y elías le dijo : no hayas temor ; ve , haz como has dicho : empero hazme á mí primero de ello una pequeña torta cocida debajo de la ceniza , y tráemela ; y después harás para ti y para tu hijo .
entró pues amán , y el rey le dijo : ¿ qué se hará al hombre cuya honra desea el rey ? y dijo amán en su corazón : ¿ a quién deseará el rey hacer honra más que á mí ?
si no hago obras de mi padre , no me creáis .
el del rey le dijo : señor , desciende antes que mi hijo muera .
y habló jehová á moisés , diciendo :
y los reyes de la tierra , y los príncipes , y los ricos , y los capitanes , y los fuertes , y todo siervo y todo libre , se escondieron en las cuevas y entre las peñas de los montes ;
y llama á isaí al sacrificio , y yo te enseñaré lo que has de hacer ; y ungirme has al que yo te dijere .
y díjome el pueblo : ¿ no nos enseñarás qué nos significan estas cosas que tú haces ?
y habló jehová á moisés en el desierto de sinaí , en el tabernáculo del testimonio , en el primero del mes segundo , en el segundo año de su salida de la tierra de egipto , diciendo :
destruiré los hombres y las bestias ; destruiré las aves del cielo , y los peces de la mar , y las piedras de tropiezo con los impíos ; y talaré los hombres de sobre la haz de la tierra , dice jehová .
la cual concibió , y parió un hijo : y viéndolo que era hermoso , túvole escondido tres meses .
y cuál sea el terreno , si es pingüe ó flaco , si en él hay ó no árboles : y esforzaos , y coged del fruto del país . y el tiempo era el tiempo de las primeras uvas .
la justicia del perfecto enderezará su camino : mas el impío por su impiedad caerá .
y partidos de dibon - gad , asentaron en almon - diblathaim .
y vi la mujer embriagada de la sangre de los santos , y de la sangre de los mártires de jesús : y cuando la vi , quedé maravillado de grande admiración .
porque vosotros pasáis el jordán , para ir á poseer la tierra que os da jehová vuestro dios ; y la poseeréis , y habitaréis en ella .
¿ por qué porfías conmigo ? todos vosotros prevaricasteis contra mí , dice jehová .
